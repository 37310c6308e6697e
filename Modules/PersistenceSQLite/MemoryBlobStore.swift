import Foundation
import Persistence
import Synchronization

/// `BlobStore` in memory, for `--storage memory` and tests.
public final class MemoryBlobStore: BlobStore {
    private let files = Mutex<[BlobKey: Data]>([:])

    public init() {}

    public func put(_ data: Data, for key: BlobKey) async throws {
        files.withLock { $0[key] = data }
    }

    public func get(_ key: BlobKey) async throws -> Data? {
        files.withLock { $0[key] }
    }

    public func delete(_ key: BlobKey) async throws {
        _ = files.withLock { $0.removeValue(forKey: key) }
    }

    public func exists(_ key: BlobKey) async throws -> Bool {
        files.withLock { $0[key] != nil }
    }

    public func list(prefix: String?) async throws -> [BlobKey] {
        files.withLock { files in
            files.keys.filter { key in prefix.map { key.rawValue.hasPrefix($0 + "/") } ?? true }.sorted()
        }
    }

    public func size(_ key: BlobKey) async throws -> Int? {
        files.withLock { $0[key]?.count }
    }
}
