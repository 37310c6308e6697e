import Core
import Foundation
import Persistence

/// What an import did.
public struct ImportSummary: Sendable, Equatable, Codable {
    /// Entries that were not in the journal.
    public var added = 0
    /// Entries the file had a newer version of.
    public var updated = 0
    /// Entries already there, as new as the file's (importing a file twice adds nothing).
    public var unchanged = 0

    public init(added: Int = 0, updated: Int = 0, unchanged: Int = 0) {
        self.added = added
        self.updated = updated
        self.unchanged = unchanged
    }
}

extension PerfumeRepository {
    /// The whole journal, photos included, in list order.
    public func archive() async throws -> PerfumeArchive {
        var entries: [PerfumeArchive.Entry] = []
        for entry in try await list() {
            let photo = try await photoData(of: entry).flatMap { data in
                ImageFormat(sniffing: data).map { PerfumeArchive.Photo(format: $0, base64: data.base64EncodedString()) }
            }
            entries.append(PerfumeArchive.Entry(
                id: entry.id, date: entry.date, brand: entry.brand, name: entry.name, notes: entry.notes,
                sentence: entry.sentence, wished: entry.wished, createdAt: entry.createdAt, updatedAt: entry.updatedAt,
                photo: photo))
        }
        return PerfumeArchive(exportedAt: dates.now(), entries: entries)
    }

    /// Merges an export by id: new entries are added, newer versions replace older ones,
    /// the rest is left alone. Everything is checked first; then all records are saved
    /// in one transaction, so a bad file changes nothing.
    public func importArchive(_ archive: PerfumeArchive) async throws -> ImportSummary {
        var checked: [(PerfumeArchive.Entry, ImageFile?)] = []
        for (index, item) in archive.entries.enumerated() {
            guard (1...100).contains(item.id.count), !item.id.contains(where: { $0.isWhitespace || $0.unicodeScalars.contains { $0.properties.generalCategory == .control } }) else {
                throw UserError(PerfumeMessages.badImportedEntry(index, PerfumeMessages.badImportedID), category: .invalidInput)
            }
            let form = PerfumeForm(date: item.date, brand: item.brand, name: item.name, notes: item.notes ?? "", sentence: item.sentence)
            if let problem = form.problems.first {
                throw UserError(PerfumeMessages.badImportedEntry(index, problem), category: .invalidInput)
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

        var summary = ImportSummary()
        var records: [PerfumeEntry] = []
        var newPhotos: [BlobKey] = []
        var oldPhotos: [BlobKey] = []
        do {
            for (item, photo) in checked {
                let existing = try await store.fetch(PerfumeEntry.self, id: item.id)
                if let existing, existing.updatedAt >= item.updatedAt {
                    summary.unchanged += 1
                    continue
                }
                existing == nil ? (summary.added += 1) : (summary.updated += 1)
                let key = try await storePhoto(photo)
                key.map { newPhotos.append($0) }
                existing?.photo.map { oldPhotos.append($0) }
                records.append(PerfumeEntry(
                    id: item.id, date: item.date, brand: item.brand.trimmingWhitespace, name: item.name.trimmingWhitespace,
                    notes: Self.optional(item.notes ?? ""), sentence: item.sentence.trimmingWhitespace, photo: key,
                    wished: item.wished, createdAt: item.createdAt, updatedAt: item.updatedAt))
            }
            try await store.save(records)
        } catch {
            for key in newPhotos { try? await blobs.delete(key) }
            throw error
        }
        for key in oldPhotos { try? await blobs.delete(key) }
        return summary
    }
}
