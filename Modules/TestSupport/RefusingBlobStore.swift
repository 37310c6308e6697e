import Foundation
import Persistence

/// A blob store whose writes fail, as a full or read-only disk would; everything else
/// goes to `base`.
public struct RefusingBlobStore: BlobStore {
    let base: any BlobStore

    public init(base: any BlobStore) {
        self.base = base
    }

    public func put(_ data: Data, for key: BlobKey) async throws {
        throw PersistenceError.readOnly(path: "test")
    }

    public func get(_ key: BlobKey) async throws -> Data? { try await base.get(key) }
    public func delete(_ key: BlobKey) async throws { try await base.delete(key) }
    public func exists(_ key: BlobKey) async throws -> Bool { try await base.exists(key) }
    public func list(prefix: String?) async throws -> [BlobKey] { try await base.list(prefix: prefix) }
    public func size(_ key: BlobKey) async throws -> Int? { try await base.size(key) }
}
