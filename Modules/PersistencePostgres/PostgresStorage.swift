import Foundation
import Persistence
import PostgresNIO

/// Storage on a PostgreSQL database shared by several processes and machines: records as
/// `jsonb` with the indexes each record type declares, a trigram index for search,
/// settings and photos in tables of their own. Making one connects nothing: the first use
/// checks the server and the schema (`prepared()` does it at once); `close()` ends the pool.
public final class PostgresStorage: Sendable {
    public let records: PostgresRecordStore
    public let settings: PostgresSettingsStore
    public let blobs: PostgresBlobStore
    /// The database, and who signs in.
    public let server: PostgresLocation
    let connection: PostgresBridge
    let catalog: PostgresCatalog

    /// A store on the database at `location` for `recordTypes`; photos handed to other
    /// programs are copied into `cacheDirectory` (nil: they are not).
    public init(location: PostgresLocation, recordTypes: [any Persistence.Record.Type], cacheDirectory: URL?) throws {
        let catalog = try PostgresCatalog(recordTypes)
        let shown = location.description
        connection = try PostgresBridge(location: location) { statements in
            try PostgresMigrations.migrate(statements, collections: catalog.all, server: shown)
        }
        self.catalog = catalog
        self.server = location
        records = PostgresRecordStore(connection: connection, catalog: catalog)
        settings = PostgresSettingsStore(connection: connection)
        blobs = PostgresBlobStore(connection: connection, cacheDirectory: cacheDirectory)
    }

    /// Connects, and creates or updates the schema, now; throws what stopped it.
    public func prepared() async throws -> PostgresStorage {
        try await connection.prepared()
        return self
    }

    /// The schema version this build writes.
    public static var supportedSchemaVersion: Int { PostgresMigrations.latestVersion }
}
