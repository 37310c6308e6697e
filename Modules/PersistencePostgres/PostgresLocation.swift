import Foundation
import NIOSSL
import PostgresNIO

/// Where a PostgreSQL database is and how to sign in to it, read the way `psql` reads it:
/// a `postgres://user:password@host:port/database?sslmode=…` URL, with what it leaves out
/// taken from `PGHOST`, `PGPORT`, `PGUSER`, `PGDATABASE`, then `PGPASSWORD` or a pgpass
/// file (`PGPASSFILE`, else `~/.pgpass`). The password never appears in `description`.
public struct PostgresLocation: Sendable, Equatable, CustomStringConvertible {
    /// How the connection uses TLS, as libpq's `sslmode` names it.
    public enum TLSMode: String, Sendable, CaseIterable {
        /// Never TLS.
        case disable
        /// TLS when the server offers it, without checking its certificate (libpq's default).
        case prefer
        /// TLS or no connection; the certificate is not checked (libpq's `require`).
        case require
        /// TLS, with a certificate signed by a trusted authority.
        case verifyCA = "verify-ca"
        /// TLS, with a trusted certificate for this host name.
        case verifyFull = "verify-full"
    }

    /// A host name or address, or a folder holding the server's Unix socket (`/var/run/postgresql`).
    public let host: String
    public let port: Int
    public let user: String
    /// Nil when neither the URL, `PGPASSWORD` nor a pgpass file has one.
    public let password: String?
    public let database: String
    public let tls: TLSMode

    /// A URL that is not one Mosaic can use, and why.
    public struct Invalid: Error, Sendable, Equatable {
        public let reason: String
    }

    /// Whether `host` is a socket folder, as libpq reads a host that starts with `/`.
    public var isSocket: Bool { host.hasPrefix("/") }

    /// Reads `url` (nil: from the `PG…` variables alone) with `environment` filling the gaps.
    public init(url: String?, environment: [String: String]) throws(Invalid) {
        var host = environment["PGHOST"].flatMap { $0.isEmpty ? nil : $0 } ?? "localhost"
        var port = Int(environment["PGPORT"] ?? "") ?? 5432
        var user = environment["PGUSER"].flatMap { $0.isEmpty ? nil : $0 } ?? environment["USER"] ?? "postgres"
        var password: String?
        var database = environment["PGDATABASE"].flatMap { $0.isEmpty ? nil : $0 } ?? "mosaic"
        var tls = TLSMode(rawValue: environment["PGSSLMODE"] ?? "") ?? .prefer
        if let url {
            let parts = try PostgresURL(url)
            if let value = parts.host { host = value }
            if let value = parts.port { port = value }
            if let value = parts.user { user = value }
            if let value = parts.password { password = value }
            if let value = parts.database { database = value }
            if let value = parts.tls { tls = value }
        }
        guard !database.contains("/"), !database.isEmpty else { throw Invalid(reason: "it must name one database") }
        if host.contains(",") {
            throw Invalid(
                reason: "it names several hosts (\(PostgresURL.shown(host))); Mosaic connects to one: name one")
        }
        self.host = host
        self.port = port
        self.user = user
        self.database = database
        self.tls = tls
        self.password =
            password ?? environment["PGPASSWORD"]
            ?? Self.passwordFile(environment).flatMap {
                PasswordFile.password(in: $0, host: host, port: port, database: database, user: user)
            }
    }

    /// The URL without its password, for messages, `doctor` and `--json`.
    public var description: String {
        let query = tls == .prefer ? "" : "?sslmode=\(tls.rawValue)"
        if isSocket {
            return "postgres://\(user)@:\(port)/\(database)?host=\(host)"
                + (query.isEmpty ? "" : "&" + query.dropFirst())
        }
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "postgres://\(user)@\(shownHost):\(port)/\(database)\(query)"
    }

    /// The socket file in the socket folder `host`, as libpq names it.
    private var socketPath: String { "\(host)/.s.PGSQL.\(port)" }

    /// The pool's settings: short connect timeouts, so a command facing a server that is
    /// down says so at once.
    var clientConfiguration: PostgresClient.Configuration {
        var configuration =
            isSocket
            ? PostgresClient.Configuration(
                unixSocketPath: socketPath, username: user, password: password, database: database)
            : PostgresClient.Configuration(
                host: host, port: port, username: user, password: password, database: database, tls: clientTLS)
        configuration.options.connectTimeout = .seconds(5)
        configuration.options.tlsServerName = tls == .verifyFull ? host : nil
        return configuration
    }

    /// One connection's settings (the first, which checks the server and the schema).
    var connectionConfiguration: PostgresConnection.Configuration {
        get throws {
            var configuration =
                isSocket
                ? PostgresConnection.Configuration(
                    unixSocketPath: socketPath, username: user, password: password, database: database)
                : PostgresConnection.Configuration(
                    host: host, port: port, username: user, password: password, database: database,
                    tls: try connectionTLS)
            configuration.options.connectTimeout = .seconds(5)
            configuration.options.tlsServerName = tls == .verifyFull ? host : nil
            return configuration
        }
    }

    private var tlsConfiguration: TLSConfiguration {
        var configuration = TLSConfiguration.makeClientConfiguration()
        configuration.certificateVerification =
            switch tls {
            case .disable, .prefer, .require: .none
            case .verifyCA: .noHostnameVerification
            case .verifyFull: .fullVerification
            }
        return configuration
    }

    private var clientTLS: PostgresClient.Configuration.TLS {
        switch tls {
        case .disable: .disable
        case .prefer: .prefer(tlsConfiguration)
        case .require, .verifyCA, .verifyFull: .require(tlsConfiguration)
        }
    }

    private var connectionTLS: PostgresConnection.Configuration.TLS {
        get throws {
            switch tls {
            case .disable: .disable
            case .prefer: .prefer(try NIOSSLContext(configuration: tlsConfiguration))
            case .require, .verifyCA, .verifyFull: .require(try NIOSSLContext(configuration: tlsConfiguration))
            }
        }
    }

    private static func passwordFile(_ environment: [String: String]) -> URL? {
        if let file = environment["PGPASSFILE"], !file.isEmpty { return URL(fileURLWithPath: file) }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".pgpass")
    }
}
