import Foundation
import Persistence
import PersistencePostgres
import TestSupport
import Testing

/// PostgreSQL's failures, each as a user meets it (#28): on a server of the suite's own,
/// which these tests stop and start again (so they run one at a time).
@Suite("PostgreSQL: faults", .serialized, .enabled(if: PostgresServer.isInstalled))
struct PostgresFaultTests {
    /// The suite's server, started once, off the concurrency pool.
    static let starting = Task { try await PostgresServer.started(passwordSignIn: true, tls: true) }

    var server: PostgresServer { get async throws { try await Self.starting.value } }

    func open(_ database: String, url: String? = nil, environment: [String: String] = [:], cache: URL? = nil)
        async throws -> PostgresStorage
    {
        let server = try await server
        let location = try PostgresLocation(url: url ?? server.url(database: database), environment: environment)
        return try PostgresStorage(location: location, recordTypes: [Note.self, Tag.self], cacheDirectory: cache)
    }

    func newDatabase(owner: String? = nil) async throws -> String {
        let server = try await server
        let name = "fault_\(UUID().uuidString.prefix(8).lowercased())"
        try await server.psql("postgres", "CREATE DATABASE \(name)" + (owner.map { " OWNER \($0)" } ?? ""))
        return name
    }

    @Test("a URL naming the server's socket folder (?host=/dir) connects over the Unix socket (#44)")
    func unixSocket() async throws {
        let server = try await server
        let database = try await newDatabase()
        let url = "postgres://\(server.user)@:\(server.port)/\(database)?host=\(server.socketFolder)"
        let storage = try await open(database, url: url).prepared()
        try await storage.records.save(Note(id: "socket", title: "over the socket"))
        #expect(try await storage.records.fetch(Note.self, id: "socket")?.title == "over the socket")
    }

    @Test("the server stopped in the middle of an import: nothing of it is written")
    func stoppedDuringImport() async throws {
        let server = try await server
        let database = try await newDatabase()
        let storage = try await open(database).prepared()
        await #expect(throws: (any Error).self) {
            try await storage.records.write { writer in
                try writer.save((0..<50).map { Note(id: "first-\($0)", title: "imported") })
                try server.stopBlocking()
                try writer.save((0..<50).map { Note(id: "second-\($0)", title: "imported") })
            }
        }
        try await server.start()
        let reopened = try await open(database).prepared()
        #expect(try await reopened.records.count(RecordQuery<Note>()) == 0)
        // The first store's pool reconnects by itself.
        try await storage.records.save(Note(id: "after", title: "server back"))
        #expect(try await reopened.records.fetch(RecordQuery<Note>()).map(\.id) == ["after"])
    }

    @Test("an observation survives a server restart and shows what was written after it")
    func observationSurvivesRestart() async throws {
        let server = try await server
        let database = try await newDatabase()
        let watcher = try await open(database).prepared()
        var updates = watcher.records.observe(RecordQuery<Note>()).makeAsyncIterator()
        #expect(try await updates.next()?.isEmpty == true)
        try await server.stop()
        try await server.start()
        let writer = try await open(database).prepared()
        try await writer.records.save(Note(id: "n", title: "written after the restart"))
        #expect(try await updates.next()?.map(\.id) == ["n"])
    }

    @Test(
        "60 observations at once (more than the pool's 20 connections) share one listening connection; reads still answer"
    )
    func manyObservations() async throws {
        let server = try await server
        let database = try await newDatabase()
        let watcher = try await open(database).prepared()
        var observations = (0..<60).map { _ in watcher.records.observe(RecordQuery<Note>()).makeAsyncIterator() }
        for index in observations.indices {
            #expect(try await observations[index].next()?.isEmpty == true)
        }
        #expect(try await watcher.records.count(RecordQuery<Note>()) == 0, "a read still gets a connection")
        let listening = try await server.psql(
            "postgres", "SELECT count(*) FROM pg_stat_activity WHERE datname = '\(database)' AND query LIKE 'LISTEN%'")
        #expect(listening.trimmingCharacters(in: .whitespacesAndNewlines) == "1")
        let writer = try await open(database).prepared()
        try await writer.records.save(Note(id: "n", title: "seen by all 60"))
        for index in observations.indices {
            #expect(try await observations[index].next()?.map(\.id) == ["n"])
        }
    }

    @Test("a schema newer than this build is refused, and nothing in it is changed")
    func newerSchema() async throws {
        let server = try await server
        let database = try await newDatabase()
        let storage = try await open(database).prepared()
        try await storage.records.save(Note(id: "kept", title: "from the newer build"))
        try await server.psql(database, "UPDATE mosaic_schema SET version = 99")
        await #expect(
            throws: PersistenceError.newerSchema(found: 99, supported: PostgresStorage.supportedSchemaVersion)
        ) {
            _ = try await open(database).prepared()
        }
        try await server.psql(database, "UPDATE mosaic_schema SET version = \(PostgresStorage.supportedSchemaVersion)")
        #expect(try await open(database).prepared().records.fetch(RecordQuery<Note>()).map(\.id) == ["kept"])
    }

    @Test("another program's database is refused and left as it was")
    func foreignDatabase() async throws {
        let server = try await server
        let database = try await newDatabase()
        try await server.psql(database, "CREATE TABLE invoices (id int)")
        await #expect(
            throws: PersistenceError.foreignDatabase(server: try open(database).location, tables: ["invoices"])
        ) {
            _ = try await open(database).prepared()
        }
    }

    @Test(
        "sign-in: the right password from the URL, PGPASSWORD or a pgpass file; a wrong one refused without showing it")
    func signIn() async throws {
        let server = try await server
        let database = try await newDatabase(owner: server.passwordUser)
        let bare = "postgres://\(server.passwordUser)@127.0.0.1:\(server.port)/\(database)"
        let encoded = try #require(server.password.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
        _ = try await open(
            database, url: "postgres://\(server.passwordUser):\(encoded)@127.0.0.1:\(server.port)/\(database)"
        ).prepared()
        _ = try await open(database, url: bare, environment: ["PGPASSWORD": server.password]).prepared()
        let folder = TemporaryDirectory("mosaic-pgpass")
        let file = folder.appending("pgpass")
        try "127.0.0.1:\(server.port):*:\(server.passwordUser):\(server.password)\n".write(
            to: file, atomically: true, encoding: .utf8)
        chmod(file.path, 0o600)
        _ = try await open(database, url: bare, environment: ["PGPASSFILE": file.path]).prepared()

        do {
            _ = try await open(database, url: bare, environment: ["PGPASSWORD": "wrong-password"]).prepared()
            Issue.record("a wrong password signed in")
        } catch let error as PersistenceError {
            guard case .signInRefused = error else {
                Issue.record("\(error)")
                return
            }
            #expect(!error.userError.message.english.contains("wrong-password"))
        }
        await #expect(throws: PersistenceError.self) { _ = try await open(database, url: bare).prepared() }
    }

    @Test("sslmode=require signs in over TLS where the server lets a user in only so; sslmode=disable is refused there")
    func tls() async throws {
        let server = try await server
        let database = try await newDatabase(owner: server.tlsUser)
        let url = "postgres://\(server.tlsUser)@127.0.0.1:\(server.port)/\(database)"
        let secure = try await open(database, url: url + "?sslmode=require").prepared()
        try await secure.records.save(Note(id: "over-tls", title: "encrypted on the wire"))
        #expect(try await secure.records.count(RecordQuery<Note>()) == 1)
        // A self-signed certificate is no authority's: verify-ca refuses it.
        await #expect(throws: PersistenceError.self) {
            _ = try await open(database, url: url + "?sslmode=verify-ca").prepared()
        }
        do {
            _ = try await open(database, url: url + "?sslmode=disable").prepared()
            Issue.record("a connection without TLS was let in")
        } catch let error as PersistenceError {
            guard case .signInRefused = error else {
                Issue.record("\(error)")
                return
            }
        }
    }

    @Test("a server that is not there, and a database that is not on it, are named errors at once")
    func unreachable() async throws {
        let server = try await server
        let port = try PostgresServer.freePort()
        let down = try await open("x", url: "postgres://postgres@127.0.0.1:\(port)/x")
        await #expect(throws: PersistenceError.serverUnavailable(server: down.location, reason: "connection refused")) {
            _ = try await down.prepared()
        }
        let missing = try await open("x", url: server.url(database: "no_such_database"))
        await #expect(throws: PersistenceError.databaseMissing(server: missing.location, database: "no_such_database"))
        {
            _ = try await missing.prepared()
        }
    }

    @Test("a 20 MB photo is stored whole, and handed out as a file with the same bytes")
    func largePhoto() async throws {
        let cache = TemporaryDirectory("mosaic-pg-cache")
        let storage = try await open(try await newDatabase(), cache: cache.url).prepared()
        // Every 4 KB page different, cheaply (a byte-by-byte loop takes seconds in a debug build).
        var bytes = Data(repeating: 0xA5, count: 20 * 1024 * 1024)
        for page in stride(from: 0, to: bytes.count, by: 4096) { bytes[page] = UInt8(truncatingIfNeeded: page >> 12) }
        let key = try BlobKey("perfume", "large.jpg")
        try await storage.blobs.put(bytes, for: key)
        #expect(try await storage.blobs.size(key) == bytes.count)
        let file = try #require(try await storage.blobs.localURL(key))
        #expect(file.path.hasPrefix(cache.url.path))
        #expect(try Data(contentsOf: file) == bytes)
    }
}
