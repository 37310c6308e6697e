import Core
import Foundation
import Persistence

/// What an import did.
public struct ImportSummary: Sendable, Equatable, Codable {
    /// Entries that were not in the journal.
    public var added = 0
    /// Entries the file had a newer version of.
    public var updated = 0
    /// Entries already there, as the file has them (importing a file twice adds nothing).
    public var unchanged = 0
    /// Entries the file has otherwise than the journal, whose stored version is as new or
    /// newer (a hand-edited export): kept as stored unless the import replaces them. Their ids.
    public var kept: [String] = []
    /// Entries the file's version replaced although the stored one was as new (`replacing`).
    public var replaced = 0

    public init(added: Int = 0, updated: Int = 0, unchanged: Int = 0, kept: [String] = [], replaced: Int = 0) {
        self.added = added
        self.updated = updated
        self.unchanged = unchanged
        self.kept = kept
        self.replaced = replaced
    }
}

/// What an export produced: the archive, and the entries whose photo files were missing
/// (exported without their photo, so the person is told).
public struct JournalExport: Sendable {
    public let archive: PerfumeArchive
    /// Ids of entries whose photo could not be read.
    public let missingPhotos: [String]
}

extension PerfumeRepository {
    /// The whole journal, photos included, in list order.
    public func archive() async throws -> JournalExport {
        var entries: [PerfumeArchive.Entry] = []
        var missing: [String] = []
        for entry in try await list() {
            let data = try await photoData(of: entry)
            if entry.photo != nil, data == nil { missing.append(entry.id.rawValue) }
            let photo = data.flatMap { data in
                ImageFormat(sniffing: data).map { PerfumeArchive.Photo(format: $0, base64: data.base64EncodedString()) }
            }
            entries.append(
                PerfumeArchive.Entry(
                    id: entry.id.rawValue, date: entry.date, brand: entry.brand, name: entry.name, notes: entry.notes,
                    sentence: entry.sentence, wished: entry.wished, createdAt: entry.createdAt,
                    updatedAt: entry.updatedAt,
                    photo: photo))
        }
        return JournalExport(archive: PerfumeArchive(exportedAt: dates.now(), entries: entries), missingPhotos: missing)
    }

    /// Merges an export by id: new entries are added, newer versions replace older ones,
    /// the rest is left alone. An entry the file has otherwise while the stored one is as
    /// new or newer is never silently skipped: it is named in `kept`, or with `replacing`
    /// the file's version is saved (as a change made now). Everything is checked first; photos are written, then
    /// every decision is taken again and every record saved in one write transaction, so
    /// a bad file changes nothing and imports running at once leave no stray photo.
    public func importArchive(_ archive: PerfumeArchive, replacing: Bool = false) async throws -> ImportSummary {
        let now = dates.now()
        let checked = try Self.check(archive) { $0.isAfterToday(now: now) { dates.timeZone } }
        let ids = checked.map { RecordID<PerfumeEntry>($0.0.id) }
        var newPhotos: [String: BlobKey] = [:]
        var files: [BlobKey: Data] = [:]
        if checked.contains(where: { $0.1 != nil }) {
            // Photos only for entries that look new or newer now; the transaction decides.
            let current = try await store.read { try Self.byID($0.fetch(PerfumeEntry.self, ids: ids)) }
            for (item, photo) in checked {
                guard let photo,
                    current[item.id].map({ $0.updatedAt < item.updatedAt || (replacing && !Self.same($0, item)) })
                        ?? true
                else { continue }
                let key = try newPhotoKey(photo)
                newPhotos[item.id] = key
                files[key] = photo.data
            }
        }
        let written = newPhotos
        return try await store.write(attaching: files, to: blobs) { writer in
            let existing = try Self.byID(writer.fetch(PerfumeEntry.self, ids: ids))
            var summary = ImportSummary()
            var used: Set<BlobKey> = []
            var replaced: [BlobKey] = []
            var changed: [PerfumeEntry] = []
            for (item, _) in checked {
                let stored = existing[item.id]
                var updatedAt = item.updatedAt
                if let stored, stored.updatedAt >= item.updatedAt {
                    if Self.same(stored, item) {
                        summary.unchanged += 1
                        continue
                    }
                    guard replacing else {
                        summary.kept.append(item.id)
                        continue
                    }
                    summary.replaced += 1
                    updatedAt = max(now, stored.updatedAt)
                } else if stored == nil {
                    summary.added += 1
                } else {
                    summary.updated += 1
                }
                let key = written[item.id]
                if let key { used.insert(key) }
                stored?.photo.map { replaced.append($0) }
                changed.append(
                    PerfumeEntry(
                        id: RecordID(item.id), date: item.date, brand: item.brand.trimmingWhitespace,
                        name: item.name.trimmingWhitespace,
                        notes: Self.optional(item.notes ?? ""), sentence: item.sentence.trimmingWhitespace, photo: key,
                        wished: item.wished, createdAt: item.createdAt, updatedAt: updatedAt))
            }
            // The file lists newest first; saved oldest first, entries that tie on every sort key
            // keep the file's order, so export → import → export gives the same file.
            try writer.save(changed.reversed())
            // Photos of entries another import updated meanwhile were written for nothing.
            return (summary, replaced + written.values.filter { !used.contains($0) })
        }
    }

    /// Whether `stored` holds what the file's `item` says (its photo by whether there is one:
    /// the bytes are not read to compare).
    private static func same(_ stored: PerfumeEntry, _ item: PerfumeArchive.Entry) -> Bool {
        stored.date == item.date && stored.brand == item.brand.trimmingWhitespace
            && stored.name == item.name.trimmingWhitespace && stored.notes == optional(item.notes ?? "")
            && stored.sentence == item.sentence.trimmingWhitespace && stored.wished == item.wished
            && (stored.photo != nil) == (item.photo != nil)
    }

    /// By the id as the file holds it (an archive's ids are its file's strings).
    private static func byID(_ entries: [PerfumeEntry]) -> [String: PerfumeEntry] {
        Dictionary(entries.map { ($0.id.rawValue, $0) }) { first, _ in first }
    }

    /// Every entry checked as the add form checks it, with its photo decoded and checked.
    static func check(_ archive: PerfumeArchive, isFuture: (TastingDay) -> Bool) throws(UserError) -> [(
        PerfumeArchive.Entry, ImageFile?
    )] {
        var checked: [(PerfumeArchive.Entry, ImageFile?)] = []
        for (index, item) in archive.entries.enumerated() {
            guard (1...100).contains(item.id.count),
                !item.id.contains(where: {
                    $0.isWhitespace || $0.unicodeScalars.contains { $0.properties.generalCategory == .control }
                })
            else {
                throw UserError(
                    PerfumeMessages.badImportedEntry(index, PerfumeMessages.badImportedID), category: .invalidInput)
            }
            let form = PerfumeForm(
                date: item.date, brand: item.brand, name: item.name, notes: item.notes ?? "", sentence: item.sentence)
            do {
                try check(form, isFuture: isFuture)
            } catch {
                throw UserError(
                    PerfumeMessages.badImportedEntry(index, error.details.first ?? error.message),
                    category: .invalidInput)
            }
            var photo: ImageFile?
            if let inline = item.photo {
                do {
                    photo = try ImageFile(data: Data(base64Encoded: inline.base64) ?? Data(), name: "photo")
                } catch {
                    throw UserError(PerfumeMessages.badImportedEntry(index, error.message), category: .invalidInput)
                }
            }
            checked.append((item, photo))
        }
        return checked
    }
}
