import CommandKit
import Console
import Core
import Foundation
import Perfume
import Persistence

/// How entries look on the terminal and in `--json`.
struct PerfumePresenter {
    let io: TerminalIO

    /// The stable JSON shape of an entry: absent values are null, so every entry has the same keys.
    struct JSONEntry: Encodable, Sendable {
        let id: RecordID<PerfumeEntry>
        @NullWhenAbsent var date: String?
        let brand: String
        let name: String
        @NullWhenAbsent var notes: String?
        let sentence: String
        let wished: Bool
        @NullWhenAbsent var photo: String?
        let createdAt: Date
        let updatedAt: Date
    }

    func json(_ entry: PerfumeEntry) -> JSONEntry {
        JSONEntry(
            id: entry.id, date: entry.date?.description, brand: entry.brand, name: entry.name, notes: entry.notes,
            sentence: entry.sentence, wished: entry.wished, photo: entry.photo?.rawValue,
            createdAt: entry.createdAt, updatedAt: entry.updatedAt)
    }

    func table(_ entries: [PerfumeEntry], sharing: SharingColumn? = nil) -> TextTable {
        let header = { (en: String, ko: String) in io.text(Message(en: en, ko: ko)) }
        var table = TextTable(
            [
                .init(header("ID", "아이디")), .init(io.text(PerfumeMessages.dateLabel)), .init(header("♥", "찜")),
                .init(io.text(PerfumeMessages.brandLabel), maxWidth: 20),
                .init(io.text(PerfumeMessages.nameLabel), maxWidth: 24),
                .init(header("IN ONE PHRASE", "한 마디"), maxWidth: 36),
            ] + (sharing?.columns ?? []))
        for entry in entries {
            table.append(
                [
                    String(entry.id.prefix(8)), entry.date?.description ?? "", entry.wished ? "♥" : "",
                    entry.brand, entry.name + (entry.photo == nil ? "" : " 📷"), entry.sentence,
                ] + (sharing?.cells(entry.storageID) ?? []))
        }
        return table
    }

    /// The detail screen: brand, name, the sentence in quotes, notes, then labelled facts.
    func detail(_ entry: PerfumeEntry, photoBytes: Int?, photoPath: String?, gift: Message? = nil) -> Document {
        var document = Document()
        document.line([.init(entry.brand, .emphasis)] + (entry.wished ? [.init(" "), .init("♥", .accent)] : []))
        document.line(entry.name)
        document.line("“\(entry.sentence)”")
        document.blank()
        if let notes = entry.notes {
            document.line(notes)
            document.blank()
        }
        var facts = KeyValueBlock()
        facts.append(io.text(PerfumeMessages.dateLabel), entry.date?.description ?? "—")
        if let photo = entry.photo {
            let size =
                photoBytes.map { " (\(ByteCountFormatter.string(fromByteCount: Int64($0), countStyle: .file)))" } ?? ""
            facts.append(io.text(Message(en: "Photo", ko: "사진")), (photoPath ?? photo.rawValue) + size)
        }
        if let gift { facts.append(io.text(Message(en: "Gift", ko: "선물")), io.text(gift)) }
        facts.append(io.text(Message(en: "id", ko: "아이디")), entry.id.rawValue)
        document.facts(facts, labels: .dim)
        return document
    }

    /// "Brand Name (id prefix)", for messages.
    func title(_ entry: PerfumeEntry) -> String {
        "\(entry.brand) \(entry.name) (\(entry.id.prefix(8)))"
    }

    /// One entry: its detail view, or its JSON.
    /// `gift` is who gives it, when this member may know (`GiftNote`).
    func show(_ entry: PerfumeEntry, repository: PerfumeRepository, gift: Message? = nil) async throws -> CommandOutput
    {
        .data(try await detail(entry, repository: repository, gift: gift), json: json(entry))
    }

    /// After `add` or `edit`: `message`, then the entry's detail view or its JSON.
    func written(_ entry: PerfumeEntry, _ message: Message, repository: PerfumeRepository) async throws -> CommandOutput
    {
        .written(message, json: json(entry), document: try await detail(entry, repository: repository))
    }

    /// Entries as a table, or JSON; `empty` when there are none.
    func list(_ entries: [PerfumeEntry], empty: Message, sharing: SharingColumn? = nil) -> CommandOutput {
        .list(
            Document(table(entries, sharing: sharing)), json: entries.map(json), isEmpty: entries.isEmpty, empty: empty)
    }

    private func detail(_ entry: PerfumeEntry, repository: PerfumeRepository, gift: Message? = nil) async throws
        -> Document
    {
        detail(
            entry, photoBytes: try await repository.photoSize(of: entry),
            photoPath: try await repository.photoURL(of: entry)?.path, gift: gift)
    }
}
