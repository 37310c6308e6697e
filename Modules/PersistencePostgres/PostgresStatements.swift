import Logging
import NIOConcurrencyHelpers
import NIOCore
import PostgresNIO

/// Statements on one connection inside a transaction, each waited for on the bridge thread.
/// A wait also ends when the connection closes: a server that went away mid-transaction
/// (stopped, restarted) otherwise left the statement waiting for good.
struct PostgresStatements {
    let connection: PostgresConnection
    let logger: Logger

    /// The connection closed before the statement's answer came.
    struct ConnectionLost: Error {}

    @discardableResult
    func rows(_ query: PostgresQuery) throws -> [PostgresRow] {
        try answer(connection.query(query, logger: logger)).rows
    }

    func execute(_ sql: String) throws {
        try rows(PostgresQuery(unsafeSQL: sql))
    }

    /// How many rows a statement changed.
    func changed(_ query: PostgresQuery) throws -> Int {
        try answer(connection.query(query, logger: logger)).metadata.rows ?? 0
    }

    private func answer(_ future: EventLoopFuture<PostgresQueryResult>) throws -> PostgresQueryResult {
        let promise = future.eventLoop.makePromise(of: PostgresQueryResult.self)
        let settled = NIOLockedValueBox(false)
        func settle(_ result: Result<PostgresQueryResult, any Error>) {
            guard settled.withLockedValue({ settled in defer { settled = true }; return !settled }) else { return }
            promise.completeWith(result)
        }
        future.whenComplete { settle($0) }
        connection.closeFuture.whenComplete { _ in settle(.failure(ConnectionLost())) }
        return try promise.futureResult.wait()
    }
}
