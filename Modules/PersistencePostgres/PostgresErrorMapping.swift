import Persistence
import PostgresNIO

/// PostgreSQL's failures as `PersistenceError`s a user can act on; a feature's own error
/// thrown inside a transaction passes unchanged.
enum PostgresErrorMapping {
    static func mapping<T>(_ body: () async throws -> T) async throws -> T {
        do { return try await body() } catch { throw map(error) }
    }

    static func map(_ error: any Error) -> any Error {
        if let error = error as? PSQLError {
            let reason = error.serverInfo?[.message] ?? "\(error.code)"
            return PersistenceError.io(path: "PostgreSQL", reason: reason)
        }
        return error
    }
}
