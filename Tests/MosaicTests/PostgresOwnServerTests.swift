import CommandTestSupport
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `mosaic` on a PostgreSQL server of the suite's own (#28): a password never shown, and
/// `serve` outliving a restart of the database server. One test at a time, since one
/// stops the server the other signs in to.
@Suite("mosaic on PostgreSQL: its own server", .serialized, .enabled(if: PostgresServer.isInstalled))
struct PostgresOwnServerTests {
    /// The suite's own server (password sign-in on), which one test restarts: started
    /// once, off the concurrency pool.
    static let ownServer = Task { try await PostgresServer.started(passwordSignIn: true) }

    @Test(
        "mosaic serve on PostgreSQL keeps serving a signed-in page across a restart of the database server",
        // A database server's start (and here a restart or a restore) took past 60 s at a load of
        // 17 on 2 cores (issue #56): the limit names a hang, not a slow machine.
        .timeLimit(.minutes(3)))
    func serveSurvivesRestart() async throws {
        let own = try await Self.ownServer.value
        let database = "restarted"
        try await own.psql("postgres", "CREATE DATABASE \(database)")
        var mosaic = MosaicBinary()
        mosaic.environment["MOSAIC_DATABASE_URL"] = own.url(database: database)
        _ = try await mosaic.runAsync([
            "perfume", "add", "--brand", "Le Labo", "--name", "Santal 33", "--sentence", "나무",
        ])
        _ = try await mosaic.runAsync(["serve", "password", "set"], input: "correct horse battery\n")
        let serving = try mosaic.start(["serve", "--port", "0", "--lang", "en"])
        let line = try #require(await serving.readLine())
        let address = try #require(line.split(separator: " ").first { $0.hasPrefix("http://") }.map(String.init))
        let browser = URLSession(configuration: .ephemeral)
        var signIn = URLRequest(url: URL(string: address + "/signin")!)
        signIn.httpMethod = "POST"
        signIn.setValue("same-origin", forHTTPHeaderField: "Sec-Fetch-Site")
        signIn.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        signIn.httpBody = Data("password=correct+horse+battery".utf8)
        _ = try await browser.data(for: signIn)
        func page() async throws -> (Int, String) {
            let (body, response) = try await browser.data(from: URL(string: address + "/perfume")!)
            #expect(response.url?.path == "/perfume", "still signed in")
            return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: body, as: UTF8.self))
        }
        #expect(try await page().1.contains("Santal 33"))
        try await own.stop()
        let duringOutage = try await page()
        // The process stays up and answers; the page's data comes back with the server.
        #expect(duringOutage.0 == 200 && !duringOutage.1.contains("Santal 33"))
        try await own.start()
        _ = try await mosaic.runAsync([
            "perfume", "add", "--brand", "Byredo", "--name", "Gypsy Water", "--sentence", "숲",
        ])
        let after = try await page()
        #expect(after.0 == 200 && after.1.contains("Gypsy Water") && after.1.contains("Santal 33"))
        #expect(await serving.stop().status == 0)
    }

    @Test("a wrong password is 77 and never shown; the right one from PGPASSWORD signs in", .timeLimit(.minutes(1)))
    func signIn() async throws {
        let own = try await Self.ownServer.value
        try await own.psql("postgres", "CREATE DATABASE journal OWNER \(own.passwordUser)")
        var mosaic = MosaicBinary()
        mosaic.environment["MOSAIC_DATABASE_URL"] = "postgres://\(own.passwordUser)@127.0.0.1:\(own.port)/journal"
        mosaic.environment["PGPASSWORD"] = "not-the-password"
        let refused = try await mosaic.runAsync(["perfume", "list", "--lang", "ko"])
        #expect(refused.status == 77 && refused.stderr.contains("로그인을 거부했습니다"))
        #expect(!(refused.stdout + refused.stderr).contains("not-the-password"))
        mosaic.environment["PGPASSWORD"] = own.password
        #expect(
            try await mosaic.runAsync(["perfume", "add", "--brand", "A", "--name", "B", "--sentence", "C"]).status == 0)
    }
}
