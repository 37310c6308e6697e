import Foundation
import Persistence

/// Copies everything one engine holds into another (SQLite to PostgreSQL and back):
/// photos first, then each collection's records in one transaction, then the settings;
/// then checks that the target holds the same records and the same bytes. Records and
/// photos already in the target are replaced by id and key, so running it again after an
/// interruption completes the copy without duplicates. A record that no longer decodes is
/// not copied; it is counted, and `mosaic doctor` on the source names it.
public struct StoreCopy: Sendable {
    public let source: any StoreEngine
    public let target: any StoreEngine
    public let recordTypes: [any Record.Type]

    /// What was copied.
    public struct Summary: Sendable, Codable, Equatable {
        /// Records copied, by collection.
        public var records: [String: Int] = [:]
        /// Photos copied (or already there with the same bytes).
        public var photos = 0
        /// Their bytes in all.
        public var photoBytes = 0
        /// Settings copied.
        public var settings = 0
        /// Records left behind because they no longer decode, by collection.
        public var unreadable: [String: Int] = [:]
    }

    /// The copy was made, yet the target does not hold what the source does.
    public struct Mismatch: Error, Sendable, Equatable {
        /// What differs, e.g. "perfume 3f2a…" or "photo perfume/a.jpg".
        public let what: [String]
    }

    public init(from source: any StoreEngine, to target: any StoreEngine, recordTypes: [any Record.Type]) {
        self.source = source
        self.target = target
        self.recordTypes = recordTypes
    }

    /// Copies and checks; `progress` hears each step as it starts ("photos", then each collection).
    public func run(progress: @Sendable (Step) -> Void = { _ in }) async throws -> Summary {
        var summary = Summary()
        var mismatches: [String] = []
        // Thumbnails and display copies are made again from the photos, on the target, when first shown.
        let keys = try await source.blobStore.list().filter { !$0.isCopy }
        progress(.photos(keys.count))
        for key in keys {
            guard let data = try await source.blobStore.get(key) else { continue }
            var copied = try await target.blobStore.get(key)
            if copied != data {
                try await target.blobStore.put(data, for: key)
                copied = try await target.blobStore.get(key)
            }
            if copied != data { mismatches.append("photo \(key.rawValue)") }
            summary.photos += 1
            summary.photoBytes += data.count
        }
        for type in recordTypes {
            let (copied, unreadable, differing) = try await copy(type, progress: progress)
            summary.records[type.collection] = copied
            if unreadable > 0 { summary.unreadable[type.collection] = unreadable }
            mismatches += differing
        }
        let settings = try await source.storedSettings()
        progress(.settings(settings.count))
        try await target.mergeSettings(settings)
        let copiedSettings = try await target.storedSettings()
        mismatches += settings.filter { copiedSettings[$0.key] != $0.value }.map { "setting \($0.key)" }.sorted()
        summary.settings = settings.count
        guard mismatches.isEmpty else { throw Mismatch(what: mismatches) }
        return summary
    }

    /// One step of the copy, as it starts.
    public enum Step: Sendable, Equatable {
        /// The photos, how many.
        case photos(Int)
        /// A collection's records, how many.
        case records(collection: String, count: Int)
        /// The settings, how many.
        case settings(Int)
    }

    private func copy<R: Record>(_ type: R.Type, progress: @Sendable (Step) -> Void)
        async throws -> (copied: Int, unreadable: Int, differing: [String])
    {
        let stored = try await source.storedRecords(in: R.collection)
        let decoder = JSONDecoder()
        var records: [(record: R, sharing: RecordSharing)] = []
        for row in stored {
            if let record = try? R.decoded(fromBody: row.body, id: row.id, decoder: decoder) {
                records.append((record, row.sharing))
            }
        }
        progress(.records(collection: R.collection, count: records.count))
        let batch = records
        // One batch per owner and audience: a household has few of them.
        let groups = Dictionary(grouping: batch, by: \.sharing).sorted {
            ($0.key.owner, $0.key.audience.rawValue) < ($1.key.owner, $1.key.audience.rawValue)
        }
        try await target.recordStore.write { writer in
            for (sharing, group) in groups { try writer.save(group.map(\.record), sharing: sharing) }
        }
        let copied = try await target.recordStore.read { reader in
            try reader.fetch(R.self, ids: batch.map(\.record.id))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let byID = Dictionary(copied.map { ($0.id.description, $0) }) { $1 }
        var differing: [String] = []
        let sharings = try await Dictionary(target.storedRecords(in: R.collection).map { ($0.id, $0.sharing) }) { $1 }
        for (record, sharing) in records {
            let copy = byID[record.id.description]
            if sharings[record.id.description] != sharing {
                differing.append("\(R.collection) \(record.id.description)")
            }
            if try copy.map({ try encoder.encode($0) }) != encoder.encode(record) {
                differing.append("\(R.collection) \(record.id.description)")
            }
        }
        return (records.count, stored.count - records.count, differing)
    }
}
