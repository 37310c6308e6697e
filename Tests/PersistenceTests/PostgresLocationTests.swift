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
}
