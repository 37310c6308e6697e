import Foundation
import Logging
import NIOCore
import NIOPosix
import Persistence
import PostgresNIO

/// The connection pool, and the bridge from `RecordStore`'s synchronous transaction bodies
/// to PostgreSQL's asynchronous driver. A body runs on a thread of its own pool (never an
/// event loop, never the Swift concurrency pool, which has two threads here), and each
/// statement it runs waits there for the event loop's answer.
///
/// Before the first statement, one connection of its own checks the server (so a server
/// that is down, a refused sign-in or a missing database is a clear error at once, not
/// the pool's retries) and brings the schema up to date; the pool serves everything after.
final class PostgresBridge: Sendable {
    let client: PostgresClient
    let errors: PostgresErrorMapping
    let logger: Logger
    /// The statements waiting for their answers, told when their connection closes.
    let watch = PostgresConnectionWatch()
    private let run: Task<Void, Never>
    private let threads: NIOThreadPool
    private let ready: Task<Void, any Error>

    init(location: PostgresLocation, prepare: @escaping @Sendable (PostgresStatements) throws -> Void) throws {
        var logger = Logger(label: "mosaic-postgres")
        logger.logLevel = .critical
        self.logger = logger
        errors = PostgresErrorMapping(location: location)
        client = PostgresClient(configuration: location.clientConfiguration, backgroundLogger: logger)
        threads = NIOThreadPool(numberOfThreads: 4)
        threads.start()
        let connectionConfiguration = try location.connectionConfiguration
        let (client, threads, watch) = (client, threads, watch)
        run = Task { await client.run() }
        ready = Task {
            let connection = try await PostgresConnection.connect(
                configuration: connectionConfiguration, id: 0, logger: logger)
            do {
                // READ COMMITTED: a process that waited for another's migration lock must
                // see what that one created, which a SERIALIZABLE snapshot taken before it
                // got the lock would not.
                try await Self.transaction(
                    on: connection, begin: "BEGIN", threads: threads, logger: logger, watch: watch, prepare)
            } catch {
                try? await connection.close()
                throw error
            }
            try? await connection.close()
        }
    }

    /// Waits until the server answered and the schema is ready; throws what stopped it.
    func prepared() async throws {
        try await errors.mapping { try await ready.value }
    }

    func close() async {
        ready.cancel()
        run.cancel()
        try? await threads.shutdownGracefully()
    }

    /// The pool lives as long as a store made from it: the last one let go ends it.
    deinit {
        ready.cancel()
        run.cancel()
        threads.shutdownGracefully { _ in }
    }

    /// How often a write that lost a race to another writer is run again.
    static let attempts = 30

    /// Runs `body` in one transaction on a pooled connection, on a bridge thread. Writes are
    /// SERIALIZABLE, so a feature's read-then-write rule (one certification a day, unique
    /// titles) holds with several processes and machines writing at once, as it does on
    /// SQLite's single writer; a write that loses such a race is run again from the start.
    func transaction<T: Sendable>(readOnly: Bool, _ body: @escaping @Sendable (PostgresStatements) throws -> T)
        async throws -> T
    {
        try await prepared()
        let (logger, threads, client, watch) = (logger, threads, client, watch)
        return try await errors.mapping {
            var attempt = 1
            while true {
                do {
                    return try await client.withConnection { connection in
                        try await Self.transaction(
                            on: connection, begin: readOnly ? Self.readOnlyBegin : Self.writeBegin, threads: threads,
                            logger: logger, watch: watch, body)
                    }
                } catch  where Self.isLostRace(error) && attempt < Self.attempts {
                    attempt += 1
                    // A moment's jitter, so the two racers do not meet again at once.
                    try await Task.sleep(for: .milliseconds(Int.random(in: 1...(2 * attempt))))
                }
            }
        }
    }

    static let readOnlyBegin = "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"
    static let writeBegin = "BEGIN ISOLATION LEVEL SERIALIZABLE"

    /// Runs `body` between `begin` and COMMIT (ROLLBACK when it throws) on a bridge thread.
    private static func transaction<T: Sendable>(
        on connection: PostgresConnection, begin: String, threads: NIOThreadPool, logger: Logger,
        watch: PostgresConnectionWatch, _ body: @escaping @Sendable (PostgresStatements) throws -> T
    ) async throws -> T {
        try await threads.runIfActive {
            let statements = PostgresStatements(connection: connection, logger: logger, watch: watch)
            try statements.execute(begin)
            do {
                let result = try body(statements)
                try statements.execute("COMMIT")
                return result
            } catch {
                try? statements.execute("ROLLBACK")
                throw error
            }
        }
    }

    /// A serialization failure or a deadlock: the transaction can simply run again.
    static func isLostRace(_ error: any Error) -> Bool {
        guard let error = error as? PSQLError else { return false }
        return ["40001", "40P01"].contains(error.serverInfo?[.sqlState] ?? "")
    }

    /// One statement outside a transaction, from async code.
    func query(_ query: PostgresQuery) async throws -> [PostgresRow] {
        try await prepared()
        let (client, logger) = (client, logger)
        return try await errors.mapping {
            try await client.query(query, logger: logger).collect()
        }
    }
}
