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
    let watch: PostgresConnectionWatch

    /// The connection closed before the statement's answer came.
    struct ConnectionLost: Error {}

    @discardableResult
    func rows(_ query: PostgresQuery) throws -> [PostgresRow] {
        try answer(connection.query(query, logger: logger)).rows
    }

    func execute(_ sql: String) throws {
        try rows(PostgresQuery(unsafeSQL: sql))
    }

    /// Runs the statements one after the other without waiting for each answer before
    /// sending the next (pipelined), so making the next one overlaps the server's work on
    /// the last; `statements` yields nil when there are no more. The first failure is thrown.
    func pipeline(_ statements: () throws -> PostgresQuery?, counting: (Int) -> Void = { _ in }) throws {
        var sent: [EventLoopFuture<PostgresQueryResult>] = []
        var failure: (any Error)?
        do {
            while let query = try statements() { sent.append(connection.query(query, logger: logger)) }
        } catch {
            failure = error
        }
        for future in sent {
            do { counting(try answer(future).metadata.rows ?? 0) } catch { failure = failure ?? error }
        }
        if let failure { throw failure }
    }

    /// How many rows a statement changed.
    func changed(_ query: PostgresQuery) throws -> Int {
        try answer(connection.query(query, logger: logger)).metadata.rows ?? 0
    }

    private func answer(_ future: EventLoopFuture<PostgresQueryResult>) throws -> PostgresQueryResult {
        let promise = future.eventLoop.makePromise(of: PostgresQueryResult.self)
        let settled = NIOLockedValueBox(false)
        @Sendable func settle(_ result: Result<PostgresQueryResult, any Error>) {
            guard
                settled.withLockedValue({ settled in
                    defer { settled = true }
                    return !settled
                })
            else { return }
            promise.completeWith(result)
        }
        future.whenComplete { settle($0) }
        let waiting = watch.watch(connection) { settle(.failure(ConnectionLost())) }
        defer { self.watch.forget(waiting, on: connection) }
        return try promise.futureResult.wait()
    }
}
