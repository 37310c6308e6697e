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
    /// Where the file lives on disk, for handing it to another program; nil when the
    /// store keeps files elsewhere (in memory) or there is no such file.
    func localURL(_ key: BlobKey) -> URL?
}

extension BlobStore {
    public func list() async throws -> [BlobKey] { try await list(prefix: nil) }

    public func localURL(_ key: BlobKey) -> URL? { nil }
}
