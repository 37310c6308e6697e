import Foundation
import Persistence

/// The PostgreSQL engine, as `mosaic-server` (and a feature's command tests) carry it.
public protocol StorageParts: Sendable {
    /// The PostgreSQL storage at `url` (nil: `$MOSAIC_DATABASE_URL`'s), its photos cached
    /// in `cacheDirectory` when given.
    func postgresStorage(
        url: String?, environment: [String: String], recordTypes: [any Record.Type], cacheDirectory: URL?
    ) throws -> any StoreEngine
}
