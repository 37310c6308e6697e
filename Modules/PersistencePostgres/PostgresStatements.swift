import Logging
import PostgresNIO

/// Statements on one connection inside a transaction, each waited for on the bridge thread.
struct PostgresStatements {
    let connection: PostgresConnection
    let logger: Logger

    @discardableResult
    func rows(_ query: PostgresQuery) throws -> [PostgresRow] {
        try connection.query(query, logger: logger).wait().rows
    }

    func execute(_ sql: String) throws {
        try rows(PostgresQuery(unsafeSQL: sql))
    }

    /// How many rows a statement changed.
    func changed(_ query: PostgresQuery) throws -> Int {
        try connection.query(query, logger: logger).wait().metadata.rows ?? 0
    }
}
