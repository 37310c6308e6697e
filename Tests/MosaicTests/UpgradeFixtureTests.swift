import CommandTestSupport
import Foundation
import TestSupport
import Testing

/// Issue #58, item 6: a data dir and a PostgreSQL database made by the build before members
/// (`Tests/Fixtures/make-upgrade-fixture.sh`, with 15f7a64) open in this one without a loss:
/// the household's one password becomes the admin `owner`'s, and every list prints the same
/// bytes it printed then.
@Suite("Upgrading a household made before members")
struct UpgradeFixtureTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Upgrade")
    static let lists: [(name: String, arguments: [String])] = [
        ("perfume", ["perfume", "list"]), ("market", ["market", "list"]), ("habits", ["habits", "goal", "list"]),
        ("photos", ["photos", "profile", "show"]), ("apps", ["apps", "library"]),
    ]

    func mosaic() -> MosaicBinary {
        var mosaic = MosaicBinary()
        mosaic.environment.merge(["TZ": "UTC", "MOSAIC_NOW": "2024-05-06T09:00:00Z", "NO_COLOR": "1", "LANG": "C"]) {
            $1
        }
        return mosaic
    }

    func expected(_ engine: String, _ list: String) throws -> String {
        try String(contentsOf: Self.fixture.appendingPathComponent("expected/\(engine).\(list)"), encoding: .utf8)
    }

    /// Whether `printed` shows every row `expected` does, each as it was with a column after
    /// it (who sees it, once there are two members).
    func sameRows(_ printed: String, as expected: String) -> Bool {
        let lines = printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return expected.split(separator: "\n").allSatisfy { row in
            let kept = String(row.reversed().drop { $0 == " " }.reversed())
            return lines.contains { $0.hasPrefix(kept) }
        }
    }

    /// Every list, then the members: one admin, `owner`, with the old password's hash.
    func check(_ mosaic: MosaicBinary, engine: String) async throws {
        for list in Self.lists {
            let printed = try await mosaic.runAsync(list.arguments)
            #expect(printed.status == 0, "\(list.arguments) \(printed.stderr)")
            #expect(printed.stdout == (try expected(engine, list.name)), "\(engine) \(list.name)")
        }
        let members = try await mosaic.runAsync(["members", "list", "--json"])
        let rows = try #require(JSONSerialization.jsonObject(with: Data(members.stdout.utf8)) as? [[String: Any]])
        #expect(rows.count == 1 && rows.first?["name"] as? String == "owner", "\(members.stdout)")
        #expect(rows.first?["role"] as? String == "admin" && rows.first?["password"] as? String == "set")

        // Whoever shared the password keeps seeing what they saw: a new member sees every
        // record (the household's, each row now saying whose), but not the owner's own
        // settings (the Photobox profile), and what they add is their own.
        #expect(try await mosaic.runAsync(["members", "add", "Dad"], input: "dad's password\n").status == 0)
        for list in Self.lists where list.name != "photos" {
            let printed = try await mosaic.runAsync(list.arguments + ["--as", "Dad"])
            #expect(try sameRows(printed.stdout, as: expected(engine, list.name)), "Dad's \(engine) \(list.name)")
            #expect(printed.stdout.contains("Household · owner"), "\(printed.stdout)")
        }
        let profile = try await mosaic.runAsync(["photos", "profile", "show", "--as", "Dad"])
        #expect(profile.stdout != (try expected(engine, "photos")), "the profile stays the owner's")
        let added = try await mosaic.runAsync([
            "perfume", "add", "--brand", "Byredo", "--name", "Gift idea", "--sentence", "For Mom", "--as", "Dad",
        ])
        #expect(added.status == 0, "\(added.stderr)")
        let owners = try await mosaic.runAsync(["perfume", "list"]).stdout
        #expect(try sameRows(owners, as: expected(engine, "perfume")) && !owners.contains("Gift idea"))
        #expect(try await mosaic.runAsync(["perfume", "list", "--as", "Dad"]).stdout.contains("Gift idea"))
        let unknown = try await mosaic.runAsync([
            "perfume", "add", "--brand", "y", "--name", "x", "--sentence", "z", "--as", "Nobody",
        ])
        #expect(unknown.status == 66 && unknown.stderr.contains("no member named Nobody"), "\(unknown.stderr)")
    }

    @Test("a data dir made before members: the same lists, byte for byte, and its password is the admin owner's")
    func sqliteDataDir() async throws {
        let mosaic = mosaic()
        guard mosaic.databaseURL == nil else { return }  // CI's PostgreSQL run: the next test.
        for file in try FileManager.default.contentsOfDirectory(atPath: Self.fixture.path + "/datadir") {
            let target = mosaic.data.path + "/" + file
            try? FileManager.default.removeItem(atPath: target)
            try FileManager.default.copyItem(atPath: Self.fixture.path + "/datadir/" + file, toPath: target)
        }
        try await check(mosaic, engine: "sqlite")
        // The photo came over with its record.
        let shown = try await mosaic.runAsync(["perfume", "list", "--json"])
        #expect(shown.stdout.contains(".png"), "\(shown.stdout)")
    }

    @Test(
        "a PostgreSQL database made before members: the same lists, byte for byte, and the admin owner",
        .enabled(if: PostgresServer.isInstalled))
    func postgresDump() async throws {
        let server = try await PostgresServer.ready()
        let database = try await server.createDatabase()
        try await server.client(
            "psql", ["-q", "-d", database, "-v", "ON_ERROR_STOP=1", "-f", Self.fixture.path + "/postgres.sql"])
        var mosaic = mosaic()
        mosaic.environment["MOSAIC_DATABASE_URL"] = server.url(database: database)
        try await check(mosaic, engine: "postgres")
    }
}
