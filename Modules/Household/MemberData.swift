import Core
import Foundation
import Persistence

/// What a member keeps in the store: their records, the files those name, and their own
/// settings (a Photobox profile, a listing draft). Moved to another member or deleted when
/// they leave the household; nothing of anyone else's is touched.
public struct MemberData: Sendable {
    let engine: any StoreEngine
    /// Where the files are (with their thumbnails and display copies, so those go too).
    let blobs: any BlobStore
    let recordTypes: [any Record.Type]

    public init(engine: any StoreEngine, blobs: any BlobStore, recordTypes: [any Record.Type]) {
        self.engine = engine
        self.blobs = blobs
        self.recordTypes = recordTypes
    }

    /// Makes every record `from` owns `to`'s; returns how many. One `to` keeps with the same id
    /// (both liked a photo) stays `from`'s.
    public func reassign(from: Member, to: Member) async throws -> Int {
        try await engine.reassignRecords(from: from.id, to: to.id)
    }

    /// Deletes every record `member` owns (one transaction), then the files those named but
    /// no one's record still does, and the member's own settings; returns how many records.
    /// A file that cannot be removed now is left for `mosaic doctor --repair`.
    public func delete(of member: Member) async throws -> Int {
        let deleted = try await engine.deleteRecords(ownedBy: member.id)
        var keys: [BlobKey] = []
        for type in recordTypes { keys += Self.files(of: type, in: deleted[type.collection] ?? []) }
        let types = recordTypes
        for key in keys where try await !engine.recordStore.read({ try $0.namesFile(key, in: types) }) {
            try? await blobs.delete(key)
        }
        try await removeSettings(of: member)
        return deleted.values.reduce(0) { $0 + $1.count }
    }

    /// Everything `member` owns: every record with who sees it, the photos those name and
    /// their own settings. A photo gone missing is left out (the doctor names it).
    public func archive(of member: Member, now: Date) async throws -> MemberArchive {
        var records: [String: [MemberArchive.Entry]] = [:]
        var keys: [BlobKey] = []
        for type in recordTypes {
            let rows = try await engine.storedRecords(in: type.collection).filter { $0.sharing.owner == member.id }
            guard !rows.isEmpty else { continue }
            // One kept from a member (a gift claim) leaves as its owner's alone: read into a
            // household where that member's id names someone, it could not be kept from them.
            records[type.collection] = rows.map {
                .init(id: $0.id, audience: $0.sharing.hiddenFrom == nil ? $0.sharing.audience : .me, body: $0.body)
            }
            keys += Self.files(of: type, in: rows)
        }
        var files: [String: String] = [:]
        for key in keys {
            if let data = try await engine.blobStore.get(key) { files[key.rawValue] = data.base64EncodedString() }
        }
        let prefix = MemberSettingsStore.keyPrefix(of: member.id)
        let settings = try await engine.storedSettings().filter { $0.key.hasPrefix(prefix) }
        return MemberArchive(
            format: MemberArchive.format, version: MemberArchive.version, member: member.name, exported: now,
            records: records, files: files,
            settings: Dictionary(
                uniqueKeysWithValues: settings.map { (String($0.key.dropFirst(prefix.count)), $0.value) }))
    }

    /// What an import did.
    public struct Imported: Sendable, Encodable {
        /// Records added or replaced, by collection.
        public var records: [String: Int] = [:]
        /// Photos written.
        public var files = 0
    }

    /// Reads `archive` into this household as the member `id`'s: each record with the audience it
    /// had, replacing the member's own with the same id (so importing twice adds nothing),
    /// its photos, and their settings. Another member's record with the same id is left as
    /// it is (each keeps their own); a body that no longer decodes as its type is refused
    /// before anything is written.
    public func restore(_ archive: MemberArchive, as id: String) async throws -> Imported {
        let store = engine.recordStore
        for type in recordTypes {
            _ = try Self.decoded(archive.records[type.collection] ?? [], as: type)
        }
        var imported = Imported()
        for type in recordTypes {
            guard let entries = archive.records[type.collection] else { continue }
            imported.records[type.collection] = try await Self.restore(entries, of: type, as: id, into: store)
        }
        for (raw, base64) in archive.files {
            guard let key = try? BlobKey(raw), let data = Data(base64Encoded: base64) else { continue }
            try await blobs.put(data, for: key)
            imported.files += 1
        }
        let prefix = MemberSettingsStore.keyPrefix(of: id)
        try await engine.mergeSettings(
            Dictionary(uniqueKeysWithValues: archive.settings.map { (prefix + $0.key, $0.value) }))
        return imported
    }

    /// Saves `entries` as `owner`'s own, in one transaction: the whole store's writer, so a
    /// household record of another member with the same id is not the one replaced.
    private static func restore<R: Record>(
        _ entries: [MemberArchive.Entry], of type: R.Type, as owner: String, into store: any RecordStore
    )
        async throws -> Int
    {
        let records = try decoded(entries, as: type)
        try await store.write { writer in
            for audience in Audience.allCases {
                let shared = records.filter { $0.1 == audience }.map(\.0)
                if !shared.isEmpty { try writer.save(shared, sharing: RecordSharing(owner: owner, audience: audience)) }
            }
        }
        return records.count
    }

    /// Each entry as its record, with who sees it; one that does not decode is 65, named.
    private static func decoded<R: Record>(_ entries: [MemberArchive.Entry], as type: R.Type) throws
        -> [(R, Audience)]
    {
        let decoder = JSONDecoder()
        return try entries.map { entry in
            do {
                return (try R.decoded(fromBody: entry.body, id: entry.id, decoder: decoder), entry.audience)
            } catch {
                throw UserError.from(error)
            }
        }
    }

    /// Removes `member`'s own settings, and stops their calendar address.
    func removeSettings(of member: Member) async throws {
        let settings = engine.settingsStore
        for key in try await settings.keys(prefix: MemberSettingsStore.keyPrefix(of: member.id)) {
            try await settings.remove(key)
        }
        try await CalendarFeeds(settings: settings).forget(member.id)
    }

    /// The files `rows` of `type` name (a row that no longer decodes names none here).
    private static func files<R: Record>(of type: R.Type, in rows: [StoredRecord]) -> [BlobKey] {
        let decoder = JSONDecoder()
        return rows.flatMap { row in
            (try? R.decoded(fromBody: row.body, id: row.id, decoder: decoder))?.blobKeys ?? []
        }
    }
}
