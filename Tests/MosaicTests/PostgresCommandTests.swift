import CommandTestSupport
import Foundation
import TestSupport
import Testing

/// `mosaic` on PostgreSQL as a user meets it (#28): the URL and its errors, `storage copy`
/// there and back (interrupted too), a backup with PostgreSQL's tools, racing imports; each
/// test on a database of its own on the shared server, all at once.
/// (`PostgresOwnServerTests` has the password and the restart, on a server of their own.)
@Suite("mosaic on PostgreSQL", .enabled(if: PostgresServer.isInstalled))
struct PostgresCommandTests {
    @Test(
        "a server that is down is 69, a missing database 74, a bad URL 64, another program's database 74; never a password"
    )
    func connectionErrors() async throws {
        let server = try await PostgresServer.ready()
        let mosaic = MosaicBinary()
        let port = try PostgresServer.freePort()
        let down = try await mosaic.runAsync([
            "perfume", "list", "--database-url", "postgres://me:hunter2@127.0.0.1:\(port)/journal",
        ])
        #expect(down.status == 69)
        #expect(
            down.stderr.contains(
                "Cannot reach the database server postgres://me@127.0.0.1:\(port)/journal: connection refused"))
        let missing = try await mosaic.runAsync([
            "perfume", "list", "--database-url", server.url(database: "no_such_db") + "&x=hunter2",
        ])
        #expect(
            missing.status == 74
                && missing.stderr.contains("has no database no_such_db. Create it first: createdb no_such_db"))
        let scheme = try await mosaic.runAsync(["perfume", "list", "--database-url", "mysql://me:hunter2@host/db"])
        #expect(scheme.status == 64 && scheme.stderr.contains("postgres://"))
        let foreign = try await server.createDatabase()
        try await server.psql(foreign, "CREATE TABLE invoices (id int)")
        let refused = try await mosaic.runAsync([
            "perfume", "add", "--brand", "A", "--name", "B", "--sentence", "C",
            "--database-url", server.url(database: foreign), "--lang", "ko",
        ])
        #expect(refused.status == 74 && refused.stderr.contains("다른 프로그램의 것입니다 (invoices"))
        #expect(
            try await server.psql(
                foreign, "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'"
            )
            .trimmingCharacters(in: .whitespacesAndNewlines) == "1")
        for result in [down, missing, scheme, refused] { #expect(!(result.stdout + result.stderr).contains("hunter2")) }

        let database = try await server.createDatabase()
        let url = "postgres://postgres:hunter2@127.0.0.1:\(server.port)/\(database)?sslmode=disable"
        let doctor = try await mosaic.runAsync(["doctor", "--json", "--database-url", url])
        #expect(
            doctor.status == 0
                && doctor.stdout.contains("postgres://postgres@127.0.0.1:\(server.port)/\(database)?sslmode=disable"))
        #expect(!doctor.stdout.contains("hunter2"))
        let backup = try await mosaic.runAsync(["backup", mosaic.data.appending("b").path, "--database-url", url])
        #expect(backup.status == 64 && backup.stderr.contains("pg_dump"))
    }

    @Test(
        "storage copy: a data dir to PostgreSQL and back, whole and checked; again adds nothing; a newer target is refused"
    )
    func copyThereAndBack() async throws {
        let server = try await PostgresServer.ready()
        let mosaic = MosaicBinary()
        let photo = mosaic.data.appending("p.png")
        try ImageFixtures.png.write(to: photo)
        #expect(
            try await mosaic.runAsync([
                "perfume", "add", "--brand", "Le Labo", "--name", "Santal 33", "--sentence", "나무",
                "--photo", photo.path, "--storage", "sqlite",
            ]).status == 0)
        #expect(
            try await mosaic.runAsync([
                "market", "post", "--title", "의자", "--price", "5000", "--category", "가구",
                "--description", "튼튼해요", "--storage", "sqlite",
            ]).status == 0)
        let url = server.url(database: try await server.createDatabase())
        let copied = try await mosaic.runAsync(["storage", "copy", "--to", url, "--storage", "sqlite", "--json"])
        #expect(copied.status == 0)
        let summary = try #require(try mosaic.json(copied) as? [String: Any])
        #expect((summary["records"] as? [String: Int])?["perfume_entries"] == 1 && summary["photos"] as? Int == 1)
        let again = try await mosaic.runAsync(["storage", "copy", "--to", url, "--storage", "sqlite", "--json"])
        #expect(again.status == 0 && again.stdout == copied.stdout)

        let listed = try await mosaic.runAsync(["perfume", "list", "--database-url", url])
        #expect(listed.stdout.contains("Santal 33") && listed.stdout.split(separator: "\n").count == 2)
        let entries = try #require(
            try mosaic.json(try await mosaic.runAsync(["perfume", "list", "--json", "--database-url", url]))
                as? [[String: Any]])
        let id = try #require(entries.first?["id"] as? String)
        let opened = try await mosaic.runAsync(["perfume", "open", id, "--database-url", url])
        #expect(opened.status == 0)
        #expect(
            FileManager.default.contents(atPath: opened.stdout.trimmingCharacters(in: .newlines)) == ImageFixtures.png)

        let back = mosaic.data.appending("back")
        #expect(try await mosaic.runAsync(["storage", "copy", "--to", back.path, "--database-url", url]).status == 0)
        let home = try await mosaic.runAsync(["market", "list", "--data-dir", back.path, "--storage", "sqlite"])
        #expect(home.stdout.contains("의자"))

        let newer = try await server.createDatabase()
        _ = try await mosaic.runAsync(["perfume", "list", "--database-url", server.url(database: newer)])
        try await server.psql(newer, "UPDATE mosaic_schema SET version = 99")
        let refused = try await mosaic.runAsync([
            "storage", "copy", "--to", server.url(database: newer), "--storage", "sqlite",
        ])
        #expect(refused.status == 74 && refused.stderr.contains("newer Mosaic (schema 99"))
        #expect(
            try await server.psql(newer, "SELECT count(*) FROM rec_perfume_entries").trimmingCharacters(
                in: .whitespacesAndNewlines) == "0")
    }

    @Test("ties keep the saved order on both engines: an undated list and a search whose matches tie (#47)")
    func tiesInTheSameOrder() async throws {
        let server = try await PostgresServer.ready()
        let url = server.url(database: try await server.createDatabase())
        let mosaic = MosaicBinary()
        // One import: every entry undated, saved at the same instant, matching a search as well as
        // every other (names of one length), so only the saved order tells them apart.
        let journal = mosaic.data.appending("journal.json")
        let stamp = "2024-01-01T00:00:00Z"
        let entries = (0..<12).map { index in
            """
            {"id": "tie-\(index)", "date": null, "brand": "Same", "name": "n\(Character(UnicodeScalar(97 + index)!))", \
            "sentence": "oud", "wished": false, "createdAt": "\(stamp)", "updatedAt": "\(stamp)"}
            """
        }
        let file = """
            {"format": "mosaic-perfume-journal", "version": 1, "exportedAt": "\(stamp)", "entries": [\(entries.joined(separator: ","))]}
            """
        try file.write(to: journal, atomically: true, encoding: .utf8)
        for storage in [["--storage", "sqlite"], ["--database-url", url]] {
            #expect(try await mosaic.runAsync(["perfume", "import", journal.path] + storage).status == 0)
        }
        let ids = { (arguments: [String]) async throws -> [String] in
            let result = try await mosaic.runAsync(arguments + ["--json=id"])
            return (try mosaic.json(result) as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        }
        for command in [["perfume", "list"], ["perfume", "search", "oud"], ["perfume", "search", "same"]] {
            let onSQLite = try await ids(command + ["--storage", "sqlite"])
            let onPostgres = try await ids(command + ["--database-url", url])
            #expect(onSQLite.count == 12 && onSQLite == onPostgres, "\(command): \(onSQLite) \(onPostgres)")
        }
    }

    @Test("storage copy killed in the middle, then run again: complete, no duplicates", .timeLimit(.minutes(2)))
    func interruptedCopy() async throws {
        let server = try await PostgresServer.ready()
        let mosaic = MosaicBinary()
        #expect(
            try await mosaic.runAsync([
                "perfume", "add", "--brand", "A", "--name", "B", "--sentence", "C", "--storage", "sqlite",
            ]).status == 0)
        // Plenty of photo bytes, so the copy is still running when it is killed.
        let folder = mosaic.data.appending("files/perfume")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for index in 0..<40 {
            try Data(repeating: UInt8(index), count: 512 * 1024).write(
                to: folder.appendingPathComponent("bulk-\(index).png"))
        }
        let database = try await server.createDatabase()
        let url = server.url(database: database)
        let copying = try mosaic.start(["storage", "copy", "--to", url, "--storage", "sqlite"])
        // Killed as the line is read: 20 MB of photos are still on their way.
        #expect(await copying.readErrorLine(thenSend: SIGKILL) == "Copying 40 photos…")
        let killed = await copying.finish()
        #expect(killed.status != 0)

        let rerun = try await mosaic.runAsync(["storage", "copy", "--to", url, "--storage", "sqlite", "--json"])
        #expect(rerun.status == 0)
        #expect(
            try await server.psql(database, "SELECT count(*), sum(octet_length(data)) FROM mosaic_blobs")
                .trimmingCharacters(in: .whitespacesAndNewlines) == "40|\(40 * 512 * 1024)")
        #expect(
            try await server.psql(database, "SELECT count(*) FROM rec_perfume_entries").trimmingCharacters(
                in: .whitespacesAndNewlines) == "1")
    }

    @Test(
        "docs/deploy.md's backup: pg_dump while a server runs, pg_restore into a new database: the same journal and password",
        // A database server's start (and here a restart or a restore) took past 60 s at a load of
        // 17 on 2 cores (issue #56): the limit names a hang, not a slow machine.
        .timeLimit(.minutes(3)))
    func dumpAndRestore() async throws {
        let server = try await PostgresServer.ready()
        let database = try await server.createDatabase()
        var mosaic = MosaicBinary()
        mosaic.environment["MOSAIC_DATABASE_URL"] = server.url(database: database)
        _ = try await mosaic.runAsync([
            "perfume", "add", "--brand", "Le Labo", "--name", "Santal 33", "--sentence", "나무",
        ])
        _ = try await mosaic.runAsync(["serve", "password", "set"], input: "correct horse battery\n")
        let serving = try mosaic.start(["serve", "--port", "0"])
        defer { serving.interrupt() }
        _ = await serving.readLine()
        let folder = TemporaryDirectory("pg-dump")
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder.path)
        let dump = folder.path + "/mosaic.dump"
        try await server.client("pg_dump", ["--format=custom", "--file=\(dump)", database])
        let restored = try await server.createDatabase()
        try await server.client("pg_restore", ["--dbname=\(restored)", dump])
        var reader = MosaicBinary()
        reader.environment["MOSAIC_DATABASE_URL"] = server.url(database: restored)
        let listed = try await reader.runAsync(["perfume", "list"])
        #expect(listed.status == 0 && listed.stdout.contains("Santal 33"), "\(listed.stderr)")
        let removed = try await reader.runAsync(["serve", "password", "remove"])
        #expect(removed.stderr.contains("Password removed."), "the password came along")
    }

    @Test("two mosaic processes importing the same journal at once: each entry once, both succeed")
    func racingImports() async throws {
        let server = try await PostgresServer.ready()
        var mosaic = MosaicBinary()
        let journal = mosaic.data.appending("journal.json")
        let entries = (0..<50).map { n in
            #"{"id": "race-\#(n)", "brand": "B\#(n)", "name": "N\#(n)", "sentence": "S", "wished": false, "createdAt": "2024-01-01T00:00:00Z", "updatedAt": "2024-01-01T00:00:00Z"}"#
        }
        try
            #"{"format": "mosaic-perfume-journal", "version": 1, "exportedAt": "2024-01-01T00:00:00Z", "entries": [\#(entries.joined(separator: ","))]}"#
            .write(to: journal, atomically: true, encoding: .utf8)
        mosaic.environment["MOSAIC_DATABASE_URL"] = server.url(database: try await server.createDatabase())
        let importing = mosaic
        async let first = importing.launch(["perfume", "import", journal.path])
        async let second = importing.launch(["perfume", "import", journal.path])
        let (a, b) = try await (first, second)
        #expect(a.status == 0 && b.status == 0, "\(a.stderr) \(b.stderr)")
        let listed = try #require(
            try mosaic.json(try await mosaic.runAsync(["perfume", "list", "--json"])) as? [[String: Any]])
        #expect(listed.count == 50)
    }
}
