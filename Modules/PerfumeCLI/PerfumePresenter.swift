import Console
import Core
import Foundation
import Perfume

/// How entries look on the terminal and in `--json`.
struct PerfumePresenter {
    let io: TerminalIO

    /// The stable JSON shape of an entry: absent values are null, so every entry has the same keys.
    struct JSONEntry: Encodable {
        let id: String
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
        JSONEntry(id: entry.id, date: entry.date?.description, brand: entry.brand, name: entry.name, notes: entry.notes,
                  sentence: entry.sentence, wished: entry.wished, photo: entry.photo?.rawValue,
                  createdAt: entry.createdAt, updatedAt: entry.updatedAt)
    }

    func table(_ entries: [PerfumeEntry]) -> TextTable {
        let header = { (en: String, ko: String) in io.text(Message(en: en, ko: ko)) }
        var table = TextTable([
            .init(header("ID", "아이디")), .init(io.text(PerfumeMessages.dateLabel)), .init(header("♥", "찜")),
            .init(io.text(PerfumeMessages.brandLabel), maxWidth: 20), .init(io.text(PerfumeMessages.nameLabel), maxWidth: 24),
            .init(header("IN ONE PHRASE", "한 마디"), maxWidth: 36),
        ])
        for entry in entries {
            table.append([String(entry.id.prefix(8)), entry.date?.description ?? "", entry.wished ? "♥" : "",
                          entry.brand, entry.name + (entry.photo == nil ? "" : " 📷"), entry.sentence])
        }
        return table
    }

    /// The detail screen: brand, name, the sentence in quotes, notes, then labelled facts.
    func detail(_ entry: PerfumeEntry, photoBytes: Int?, photoPath: String?) -> String {
        var lines = [
            io.dataStyle.emphasis(entry.brand) + (entry.wished ? " " + io.dataStyle.accent("♥") : ""),
            TerminalText.neutralised(entry.name),
            "“\(TerminalText.neutralised(entry.sentence))”",
            "",
        ]
        if let notes = entry.notes { lines += [TerminalText.neutralised(notes), ""] }
        var facts = KeyValueBlock()
        facts.append(io.text(PerfumeMessages.dateLabel), entry.date?.description ?? "—")
        if let photo = entry.photo {
            let size = photoBytes.map { " (\(ByteCountFormatter.string(fromByteCount: Int64($0), countStyle: .file)))" } ?? ""
            facts.append(io.text(Message(en: "Photo", ko: "사진")), (photoPath ?? photo.rawValue) + size)
        }
        facts.append(io.text(Message(en: "id", ko: "아이디")), entry.id)
        lines += facts.render(labelStyle: io.dataStyle.dim)
        return lines.joined(separator: "\n")
    }

    /// "Brand Name (id prefix)", for messages.
    func title(_ entry: PerfumeEntry) -> String {
        "\(entry.brand) \(entry.name) (\(entry.id.prefix(8)))"
    }

    /// Prints one entry as JSON or as its detail view.
    func show(_ entry: PerfumeEntry, repository: PerfumeRepository) async throws {
        if io.json {
            try io.json(json(entry))
        } else {
            io.data(detail(entry, photoBytes: try await repository.photoSize(of: entry),
                           photoPath: repository.photoURL(of: entry)?.path))
        }
    }

    /// Prints entries as JSON or a table; `empty` when there are none.
    func list(_ entries: [PerfumeEntry], empty: Message) throws {
        if io.json {
            try io.json(entries.map(json))
        } else if entries.isEmpty {
            io.say(empty)
        } else {
            io.table(table(entries))
        }
    }
}
