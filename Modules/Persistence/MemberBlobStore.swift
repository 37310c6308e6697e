import Foundation

/// The files a member may read: a photo (or its thumbnail or display copy) is theirs to read
/// only while a record they may see names it, so a private record's photo is "not found"
/// to everyone else, whoever learns its key. Writes pass through: a feature writes a photo
/// before the record that names it. A delete (after the record is gone) leaves a file that
/// another member's record still names: two members' likes of one photo name one file.
public struct MemberBlobStore: BlobStore {
    let base: any BlobStore
    /// The member's records.
    let records: any RecordStore
    /// Every member's records, to ask whether anyone's still names a file.
    let everyone: any RecordStore
    /// The record types that name files.
    let recordTypes: [any Record.Type]

    public init(
        _ base: any BlobStore, records: any RecordStore, everyone: any RecordStore, recordTypes: [any Record.Type]
    ) {
        self.base = base
        self.records = records
        self.everyone = everyone
        self.recordTypes = recordTypes.filter { Self.namesFiles($0) }
    }

    private static func namesFiles<R: Record>(_ type: R.Type) -> Bool { !R.blobFields.isEmpty }

    /// Whether a record the member may see names `key` (a copy's photo, for a copy).
    public func readable(_ key: BlobKey) async throws -> Bool {
        let photo = key.copySource ?? key
        let types = recordTypes
        return try await records.read { try $0.namesFile(photo, in: types) }
    }

    public func get(_ key: BlobKey) async throws -> Data? {
        try await readable(key) ? base.get(key) : nil
    }

    public func copy(_ kind: BlobKey.Copy, of key: BlobKey) async throws -> Data? {
        try await readable(key) ? base.copy(kind, of: key) : nil
    }

    public func exists(_ key: BlobKey) async throws -> Bool {
        try await readable(key) ? base.exists(key) : false
    }

    public func size(_ key: BlobKey) async throws -> Int? {
        try await readable(key) ? base.size(key) : nil
    }

    public func localURL(_ key: BlobKey) async throws -> URL? {
        try await readable(key) ? base.localURL(key) : nil
    }

    public func modificationDate(_ key: BlobKey) async throws -> Date? {
        try await readable(key) ? base.modificationDate(key) : nil
    }

    public func list(prefix: String?) async throws -> [BlobKey] {
        var keys: [BlobKey] = []
        for key in try await base.list(prefix: prefix) where try await readable(key) { keys.append(key) }
        return keys
    }

    public func put(_ data: Data, for key: BlobKey) async throws { try await base.put(data, for: key) }
    public func delete(_ key: BlobKey) async throws {
        let types = recordTypes
        guard try await !everyone.read({ try $0.namesFile(key, in: types) }) else { return }
        try await base.delete(key)
    }
    public func temporaryFileCount() -> Int { base.temporaryFileCount() }
    public func sweepTemporaryFiles(writtenBefore cutoff: Date) throws -> Int {
        try base.sweepTemporaryFiles(writtenBefore: cutoff)
    }
}

extension RecordReader {
    /// Whether a record of one of `types` this reader sees names `key` in a file field.
    public func namesFile(_ key: BlobKey, in types: [any Record.Type]) throws -> Bool {
        try types.contains { try names(key, in: $0) }
    }

    /// Whether a record of `type` this reader sees names `key` in one of its file fields.
    func names<R: Record>(_ key: BlobKey, in type: R.Type) throws -> Bool {
        try R.blobFields.contains { field in
            try count(RecordQuery<R>(filters: [.equals(field, .string(key.rawValue))])) > 0
        }
    }
}
