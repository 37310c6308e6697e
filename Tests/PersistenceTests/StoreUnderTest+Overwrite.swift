import Foundation
import GRDB
import TestSupport
import Testing

extension StoreUnderTest {
    /// Overwrites a stored record's body behind the store's back, as another build with
    /// other rules would have written it.
    func overwriteBody(of table: String, id: String, with body: String) async throws {
        if let postgresDatabase {
            try await PostgresServer.ready().psql(
                postgresDatabase, "UPDATE \(table) SET body = '\(body)'::jsonb WHERE id = '\(id)'")
            return
        }
        var configuration = Configuration()
        // The search triggers call the engine's fold function; any stand-in will do here.
        configuration.prepareDatabase { db in
            db.add(function: DatabaseFunction("mosaic_fold", argumentCount: 1, pure: true) { $0[0] })
        }
        let database = try DatabaseQueue(path: folder.appending("mosaic.sqlite").path, configuration: configuration)
        try await database.write { db in
            try db.execute(sql: "UPDATE \"\(table)\" SET body = ? WHERE id = ?", arguments: [body, id])
        }
    }
}
