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

    /// Makes every record `from` owns `to`'s; returns how many.
    public func reassign(from: Member, to: Member) async throws -> Int {
        try await engine.reassignRecords(from: from.id, to: to.id)
    }

    /// Deletes every record `member` owns (one transaction), then the files those named and
    /// the member's own settings; returns how many records. A file that cannot be removed
    /// now is left for `mosaic doctor --repair`.
    public func delete(of member: Member) async throws -> Int {
        let deleted = try await engine.deleteRecords(ownedBy: member.id)
        var keys: [BlobKey] = []
        for type in recordTypes { keys += Self.files(of: type, in: deleted[type.collection] ?? []) }
        for key in keys { try? await blobs.delete(key) }
        try await removeSettings(of: member)
        return deleted.values.reduce(0) { $0 + $1.count }
    }

    /// Removes `member`'s own settings.
    public func removeSettings(of member: Member) async throws {
        let settings = engine.settingsStore
        for key in try await settings.keys(prefix: MemberSettingsStore.keyPrefix(of: member.id)) {
            try await settings.remove(key)
        }
    }

    /// The files `rows` of `type` name (a row that no longer decodes names none here).
    private static func files<R: Record>(of type: R.Type, in rows: [StoredRecord]) -> [BlobKey] {
        let decoder = JSONDecoder()
        return rows.flatMap { row in
            (try? R.decoded(fromBody: row.body, id: row.id, decoder: decoder))?.blobKeys ?? []
        }
    }
}
