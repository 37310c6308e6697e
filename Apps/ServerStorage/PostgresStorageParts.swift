import CommandRuntime
import Core
import Foundation
import Persistence
import PersistencePostgres

/// The PostgreSQL engine, as `mosaic-server` gives it to the app and a feature's command
/// tests give it to their in-process runs.
public struct PostgresStorageParts: StorageParts {
    public init() {}

    public func postgresStorage(
        url: String?, environment: [String: String], recordTypes: [any Record.Type], cacheDirectory: URL?
    ) throws -> any StoreEngine {
        let location: PostgresLocation
        do {
            location = try PostgresLocation(url: url, environment: environment)
        } catch {
            throw UserError(StorageMessages.invalidDatabaseURL(error.reason), category: .usage)
        }
        return try PostgresStorage(location: location, recordTypes: recordTypes, cacheDirectory: cacheDirectory)
    }
}
