import Foundation
import PersistencePostgres
import TestSupport
import Testing

/// How a database URL and the PG… variables are read, as psql reads them (#28).
@Suite("PostgreSQL location: URL, variables, pgpass")
struct PostgresLocationTests {
    @Test("a full URL gives host, port, user, password, database and sslmode; the description leaves the password out")
    func fullURL() throws {
        let location = try PostgresLocation(
            url: "postgresql://me:p%40ss@db.home:6543/journal?sslmode=require", environment: [:])
        #expect(
            location.host == "db.home" && location.port == 6543 && location.user == "me" && location.password == "p@ss")
        #expect(location.database == "journal" && location.tls == .require)
        #expect(location.description == "postgres://me@db.home:6543/journal?sslmode=require")
        #expect(!location.description.contains("p@ss") && !location.description.contains("p%40ss"))
    }

    @Test("what the URL leaves out comes from PGHOST, PGPORT, PGUSER, PGDATABASE and PGPASSWORD")
    func variables() throws {
        let environment = [
            "PGHOST": "pg.local", "PGPORT": "5433", "PGUSER": "family", "PGDATABASE": "home", "PGPASSWORD": "pw",
        ]
        let location = try PostgresLocation(url: nil, environment: environment)
        #expect(location.description == "postgres://family@pg.local:5433/home")
        #expect(location.password == "pw")
        let url = try PostgresLocation(url: "postgres:///other", environment: environment)
        #expect(url.host == "pg.local" && url.database == "other" && url.password == "pw")
    }

    @Test("a pgpass file gives the password of the first matching line; one others can read is ignored, as libpq does")
    func passwordFile() throws {
        let folder = TemporaryDirectory("mosaic-pgpass")
        let file = folder.appending("pgpass")
        try "# comment\nother:*:*:*:nope\ndb.home:5432:*:me:pa\\:ss\n*:*:*:*:fallback\n".write(
            to: file, atomically: true, encoding: .utf8)
        chmod(file.path, 0o600)
        let environment = ["PGPASSFILE": file.path]
        #expect(
            try PostgresLocation(url: "postgres://me@db.home/journal", environment: environment).password == "pa:ss")
        #expect(
            try PostgresLocation(url: "postgres://you@db.home/journal", environment: environment).password == "fallback"
        )
        chmod(file.path, 0o644)
        #expect(try PostgresLocation(url: "postgres://me@db.home/journal", environment: environment).password == nil)
    }

    @Test(
        "a URL of another scheme, a bad sslmode or a path of several parts is refused with the reason",
        arguments: [
            "mysql://me@host/db", "postgres://me@host/db?sslmode=sometimes", "postgres://me@host/a/b", "not a url",
        ])
    func refused(_ url: String) {
        #expect(throws: PostgresLocation.Invalid.self) { try PostgresLocation(url: url, environment: [:]) }
    }

    @Test("an IPv6 address in brackets, and a socket folder in ?host= or PGHOST, are read as libpq reads them (#44)")
    func addressForms() throws {
        let v6 = try PostgresLocation(url: "postgres://me@[::1]:5433/journal", environment: [:])
        #expect(v6.host == "::1" && v6.port == 5433 && v6.description == "postgres://me@[::1]:5433/journal")
        let socket = try PostgresLocation(url: "postgres://me@/journal?host=/var/run/postgresql", environment: [:])
        #expect(socket.isSocket && socket.host == "/var/run/postgresql" && socket.port == 5432)
        #expect(socket.description == "postgres://me@:5432/journal?host=/var/run/postgresql")
        let variable = try PostgresLocation(url: nil, environment: ["PGHOST": "/tmp", "PGDATABASE": "d"])
        #expect(variable.isSocket)
        let query = try PostgresLocation(
            url: "postgres:///x?dbname=journal&user=me&port=6000&host=db", environment: [:])
        #expect(query.host == "db" && query.port == 6000 && query.user == "me" && query.database == "journal")
    }

    @Test(
        "host lists, ports that are not numbers and control characters are each refused with a sentence of their own, never echoed raw (#44)",
        arguments: [
            ("postgres://me@h1,h2/db", "several hosts"), ("postgres://me@h1:5432,h2:5433/db", "several hosts"),
            ("postgres://me@host:abc/db", "port must be a number"),
            ("postgres://me@host:99999/db", "port must be 1–65535"),
            ("postgres://me@host/db\r\nX-Injected: 1", "control character"),
            ("postgres://me@host/d%00b", "control character"),
            ("postgres://me@[::1/db", "no closing ]"), ("not a url", "must start with postgres://"),
        ])
    func refusedWithReasons(_ url: String, _ reason: String) {
        do {
            _ = try PostgresLocation(url: url, environment: [:])
            Issue.record("\(url) was accepted")
        } catch {
            #expect(error.reason.contains(reason), "\(url): \(error.reason)")
            #expect(!error.reason.unicodeScalars.contains { $0.properties.generalCategory == .control })
        }
    }
}
