import Foundation
import Logging
import NIOPosix
import Persistence
import PostgresNIO

/// Storage on a PostgreSQL database shared by several machines: records as `jsonb` with
/// the indexes each record type declares, a trigram index for search, settings and files
/// in tables of their own. Opening it starts the connection pool; `close()` ends it.
public final class PostgresStorage: Sendable {
    public let records: PostgresRecordStore
    public let settings: PostgresSettingsStore
    public let blobs: PostgresBlobStore
    let connection: PostgresBridge

    private init(connection: PostgresBridge, catalog: PostgresCatalog) {
        self.connection = connection
        records = PostgresRecordStore(connection: connection, catalog: catalog)
        settings = PostgresSettingsStore(connection: connection)
        blobs = PostgresBlobStore(connection: connection)
    }

    /// Connects with `configuration`, then creates or updates the schema for `recordTypes`.
    public static func open(_ configuration: PostgresClient.Configuration,
                            recordTypes: [any Persistence.Record.Type]) async throws -> PostgresStorage {
        let catalog = try PostgresCatalog(recordTypes)
        let connection = PostgresBridge(configuration: configuration)
        do {
            try await PostgresMigrations.migrate(connection, collections: catalog.all)
        } catch {
            await connection.close()
            throw error
        }
        return PostgresStorage(connection: connection, catalog: catalog)
    }

    /// Ends the pool's connections.
    public func close() async {
        await connection.close()
    }
}
