import Foundation

/// Stores files (photos) by `BlobKey`. Writes are atomic: a reader sees the old file
/// or the new one, never half of one.
public protocol BlobStore: Sendable {
    /// Writes `data` under `key`, replacing any file there.
    func put(_ data: Data, for key: BlobKey) async throws
    /// The file's bytes, or nil when there is none.
    func get(_ key: BlobKey) async throws -> Data?
    /// Removes the file; removing a missing file is not an error.
    func delete(_ key: BlobKey) async throws
    /// Whether a file is stored under `key`.
    func exists(_ key: BlobKey) async throws -> Bool
    /// Every stored key, optionally only those below `prefix` (a first segment).
    func list(prefix: String?) async throws -> [BlobKey]
    /// The file's size in bytes, or nil when there is none.
    func size(_ key: BlobKey) async throws -> Int?
    /// Where the file is on this machine's disk, for handing it to another program: the
    /// file itself, or a copy made in a cache for a store on a server; nil when the store
    /// keeps files in memory or there is no such file.
    func localURL(_ key: BlobKey) async throws -> URL?
    /// When the file was last written, or nil when there is none or the store cannot say
    /// (the doctor leaves recent files alone: another process may be about to own them).
    func modificationDate(_ key: BlobKey) async throws -> Date?
    /// The `kind` copy of the photo stored under `key`, or nil when there is none (a store
    /// that makes copies makes a missing one now, from the photo).
    func copy(_ kind: BlobKey.Copy, of key: BlobKey) async throws -> Data?
    /// How many half-written files interrupted writes left behind.
    func temporaryFileCount() -> Int
    /// Removes half-written files last written before `cutoff`; returns how many.
    func sweepTemporaryFiles(writtenBefore cutoff: Date) throws -> Int
}

extension BlobStore {
    public func list() async throws -> [BlobKey] { try await list(prefix: nil) }

    public func localURL(_ key: BlobKey) async throws -> URL? { nil }
    public func modificationDate(_ key: BlobKey) async throws -> Date? { nil }
    public func copy(_ kind: BlobKey.Copy, of key: BlobKey) async throws -> Data? {
        guard let copy = key.copy(kind) else { return nil }
        return try await get(copy)
    }

    /// The thumbnail of the photo stored under `key`, or nil when there is none.
    public func thumbnail(_ key: BlobKey) async throws -> Data? { try await copy(.thumbnail, of: key) }
    public func temporaryFileCount() -> Int { 0 }
    public func sweepTemporaryFiles(writtenBefore cutoff: Date) throws -> Int { 0 }
}
