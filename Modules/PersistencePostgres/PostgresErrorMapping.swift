import NIOCore
import Persistence
import PostgresNIO

/// PostgreSQL's failures as `PersistenceError`s a user can act on, naming the server
/// without its password; a feature's own error thrown inside a transaction passes unchanged.
struct PostgresErrorMapping: Sendable {
    let location: PostgresLocation

    func mapping<T>(_ body: () async throws -> T) async throws -> T {
        do { return try await body() } catch { throw map(error) }
    }

    func map(_ error: any Error) -> any Error {
        let server = location.description
        if let error = error as? PSQLError {
            let message = error.serverInfo?[.message]
            switch error.serverInfo?[.sqlState] ?? "" {
            case "28P01", "28000", "42501":
                return PersistenceError.signInRefused(server: server, reason: message ?? "not allowed")
            case "3D000":
                return PersistenceError.databaseMissing(server: server, database: location.database)
            case "57P01", "57P02", "57P03", "53300", "08006", "08001":
                return PersistenceError.serverUnavailable(server: server, reason: message ?? "it is shutting down")
            case "":
                break
            default:
                return PersistenceError.io(path: server, reason: message ?? "\(error.code)")
            }
            switch error.code {
            case .authMechanismRequiresPassword:
                return PersistenceError.signInRefused(
                    server: server, reason: "it asks for a password and none was given")
            case .unsupportedAuthMechanism, .saslError:
                return PersistenceError.signInRefused(server: server, reason: "its sign-in method is not supported")
            case .sslUnsupported:
                return PersistenceError.serverUnavailable(
                    server: server, reason: "it does not offer TLS (sslmode=\(location.tls.rawValue))")
            case .failedToAddSSLHandler, .receivedUnencryptedDataAfterSSLRequest:
                return PersistenceError.serverUnavailable(server: server, reason: "the TLS handshake failed")
            default:
                return PersistenceError.serverUnavailable(
                    server: server, reason: Self.connectionReason(error.underlying))
            }
        }
        if error is PostgresStatements.ConnectionLost {
            return PersistenceError.serverUnavailable(server: server, reason: "the connection was lost")
        }
        if error is ChannelError || error is IOError {
            return PersistenceError.serverUnavailable(server: server, reason: Self.connectionReason(error))
        }
        // The pool's own errors (its circuit breaker opens after 15 s of failed connects) are
        // of a type its module keeps to itself.
        if String(describing: type(of: error)).contains("ConnectionPoolError") {
            return PersistenceError.serverUnavailable(server: server, reason: "no connection could be made for a while")
        }
        return error
    }

    /// What went wrong reaching the server, in words (never the connection settings).
    static func connectionReason(_ error: (any Error)?) -> String {
        guard let error else { return "the connection was lost" }
        if let error = error as? IOError {
            switch error.errnoCode {
            case ECONNREFUSED: return "connection refused"
            case ETIMEDOUT: return "the connection timed out"
            case EHOSTUNREACH, ENETUNREACH: return "the host is unreachable"
            default: return "connection failed (errno \(error.errnoCode))"
            }
        }
        if let error = error as? NIOConnectionError {
            if error.dnsAAAAError != nil || error.dnsAError != nil, error.connectionErrors.isEmpty {
                return "the host name is unknown"
            }
            return connectionReason(error.connectionErrors.first?.error)
        }
        if error is ChannelError { return "the connection timed out or was closed" }
        return "the connection failed"
    }
}
