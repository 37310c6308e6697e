import Core
import Foundation
import Persistence

/// Checks a store the way `mosaic doctor` reports it, on any engine: its integrity check, the
/// schema version, files that no record owns (left by a crash between the two writes)
/// and records whose files are gone; `repair` fixes what can be fixed.
///
/// Features write a photo first and the record that references it next, so a file
/// without a record may belong to a write still in flight in another process. Repair
/// therefore leaves recent files alone: it never deletes a photo a concurrent write is
/// about to reference, and never pulls a temporary file from under a writer.
public struct StoreDoctor: Sendable {
    /// How long a fresh file without a record is presumed to belong to a write in
    /// progress (an import writes all its photos before its one transaction).
    public static let gracePeriod: TimeInterval = 15 * 60
    /// How long an untouched temporary file may still be being written; a write keeps
    /// touching its file, so one idle this long was abandoned.
    public static let temporaryGracePeriod: TimeInterval = 60

    public let engine: any StoreEngine
    public let recordTypes: [any Record.Type]
    /// Makes the thumbnails `repair` finds missing; nil leaves them to be made when first shown.
    public let thumbnailer: (any ImageThumbnailer)?
    private let now: @Sendable () -> Date

    public init(
        engine: any StoreEngine, recordTypes: [any Record.Type], thumbnailer: (any ImageThumbnailer)? = nil,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.engine = engine
        self.recordTypes = recordTypes
        self.thumbnailer = thumbnailer
        self.now = now
    }

    public func examine() async throws -> DoctorReport {
        let integrity = try await engine.integrityCheck()
        let version = try await engine.schemaVersion()
        var owned = Set<BlobKey>()
        var missing: [DoctorReport.MissingFile] = []
        var unreadable: [DoctorReport.UnreadableRecord] = []
        var recordCount = 0
        for type in recordTypes {
            let (found, broken, count) = try await blobReferences(of: type)
            unreadable += broken
            recordCount += count
            owned.formUnion(found.flatMap(\.keys))
            for reference in found {
                var gone: [BlobKey] = []
                for key in reference.keys where try await !engine.blobStore.exists(key) {
                    gone.append(key)
                }
                if !gone.isEmpty {
                    missing.append(.init(collection: reference.collection, id: reference.id, keys: gone))
                }
            }
        }
        let quarantined = try await engine.quarantinedRecords()
        // A set-aside record may still own photos: any string in it that is a stored key.
        let stored = try await engine.blobStore.list()
        let storedSet = Set(stored)
        for record in quarantined {
            owned.formUnion(Self.strings(in: record.body).compactMap { try? BlobKey($0) }.filter(storedSet.contains))
        }
        // A thumbnail or display copy belongs to its photo; one whose photo is gone (deleted
        // while the copy was being made) is only a copy, made again from nothing.
        let orphanCopies = stored.filter { $0.isCopy && !($0.copySource.map(storedSet.contains) ?? false) }
        let orphans = stored.filter { key in
            guard let source = key.copySource else { return !owned.contains(key) }
            return storedSet.contains(source) && !owned.contains(source)
        }
        let withoutThumbnail = owned.filter { key in
            storedSet.contains(key) && key.thumbnail.map { !storedSet.contains($0) } ?? false
        }
        let cutoff = now().addingTimeInterval(-Self.gracePeriod)
        return DoctorReport(
            integrity: integrity,
            schemaVersion: version,
            supportedSchemaVersion: engine.supportedSchemaVersion,
            orphanFiles: orphans,
            orphanCopies: orphanCopies,
            missingFiles: missing,
            unreadableRecords: unreadable,
            quarantinedRecords: quarantined,
            recordCount: recordCount,
            recentOrphanFiles: try await recent(orphans, since: cutoff),
            temporaryFiles: engine.blobStore.temporaryFileCount(),
            photosWithoutThumbnail: withoutThumbnail.sorted(),
            thumbnailsUnavailable: !withoutThumbnail.isEmpty && thumbnailer?.canMakeCopies == false
        )
    }

    /// Those of `keys` written since `cutoff`.
    private func recent(_ keys: [BlobKey], since cutoff: Date) async throws -> [BlobKey] {
        var recent: [BlobKey] = []
        for key in keys where try await (engine.blobStore.modificationDate(key) ?? .distantPast) >= cutoff {
            recent.append(key)
        }
        return recent
    }

    /// Deletes orphan files and half-written temporary files older than the grace
    /// period, and applies each record type's own repair to records whose files are missing.
    public func repair(_ report: DoctorReport) async throws -> DoctorRepair {
        var repair = DoctorRepair()
        repair.quarantinedRecords = try await engine.quarantine(report.unreadableRecords, at: now())
        // An unreadable record may own any of the "orphans", and a store with no records at
        // all looks freshly created over lost data: deleting could remove the only copy of
        // a photo, so orphans stay then.
        let mayDelete = report.unreadableRecords.isEmpty && report.recordCount > 0
        let recent = Set(report.recentOrphanFiles)
        for key in mayDelete ? report.orphanFiles : [] where !recent.contains(key) {
            try await engine.blobStore.delete(key)
            repair.removedFiles += 1
        }
        repair.keptRecentFiles = mayDelete ? recent.count : 0
        // A copy whose photo is gone is no one's only copy of anything.
        for key in report.orphanCopies {
            try await engine.blobStore.delete(key)
            repair.removedFiles += 1
        }
        repair.removedTemporaryFiles = try engine.blobStore.sweepTemporaryFiles(
            writtenBefore: now().addingTimeInterval(-Self.temporaryGracePeriod))
        repair.keptRecentFiles += report.temporaryFiles - repair.removedTemporaryFiles
        if let thumbnailer {
            let thumbnailed = ThumbnailedBlobStore(engine.blobStore, thumbnailer: thumbnailer)
            for key in report.photosWithoutThumbnail where try await thumbnailed.thumbnail(key) != nil {
                repair.madeThumbnails += 1
            }
        }
        for type in recordTypes {
            let outcome = try await repairRecords(of: type, missing: report.missingFiles)
            repair.updatedRecords += outcome.updated
            repair.deletedRecords += outcome.deleted
            repair.unrepairedRecords += outcome.kept
        }
        return repair
    }

    /// Every string value in a JSON text (a body that no longer decodes as its record).
    private static func strings(in body: String) -> [String] {
        func collect(_ value: Any) -> [String] {
            switch value {
            case let text as String: [text]
            case let array as [Any]: array.flatMap(collect)
            case let object as [String: Any]: object.values.flatMap(collect)
            default: []
            }
        }
        guard let value = try? JSONSerialization.jsonObject(with: Data(body.utf8), options: [.fragmentsAllowed]) else {
            return []
        }
        return collect(value)
    }

    private struct Reference {
        let collection: String
        let id: String
        let keys: [BlobKey]
    }

    /// Every record's files, reading the records one by one so that one that no longer
    /// decodes is reported rather than stopping the examination.
    private func blobReferences<R: Record>(of type: R.Type)
        async throws -> (references: [Reference], unreadable: [DoctorReport.UnreadableRecord], count: Int)
    {
        let rows = try await engine.storedRecords(in: R.collection)
        let decoder = JSONDecoder()
        var references: [Reference] = []
        var unreadable: [DoctorReport.UnreadableRecord] = []
        for row in rows {
            do {
                let record = try R.decoded(fromBody: row.body, id: row.id, decoder: decoder)
                if !record.blobKeys.isEmpty {
                    references.append(Reference(collection: R.collection, id: row.id, keys: record.blobKeys))
                }
            } catch {
                unreadable.append(.init(collection: R.collection, id: row.id))
            }
        }
        return (references, unreadable, rows.count)
    }

    private func repairRecords<R: Record>(
        of type: R.Type,
        missing: [DoctorReport.MissingFile]
    ) async throws -> (updated: Int, deleted: Int, kept: Int) {
        let mine = missing.filter { $0.collection == R.collection }
        guard !mine.isEmpty else { return (0, 0, 0) }
        return try await engine.recordStore.write { writer in
            var outcome = (updated: 0, deleted: 0, kept: 0)
            for entry in mine {
                guard let id = R.ID(entry.id), let record = try writer.fetch(R.self, id: id) else { continue }
                switch record.repairing(missing: Set(entry.keys)) {
                case .update(let fixed):
                    try writer.save(fixed)
                    outcome.updated += 1
                case .delete:
                    try writer.delete(R.self, id: id)
                    outcome.deleted += 1
                case .keep:
                    outcome.kept += 1
                }
            }
            return outcome
        }
    }
}
