import CommandTestSupport
import Foundation
import TestSupport
import Testing

/// Issue #58: two servers on one PostgreSQL database, two members. Whichever server a member
/// signs in on, they see their own records and the household's, never another's Only-me ones,
/// nor those records' photos.
@Suite("Two members, two servers, one PostgreSQL database")
struct TwoServersMembersTests {
    /// A started server and its port.
    struct Served {
        let server: RunningMosaic
        let port: Int

        init(_ mosaic: MosaicBinary) async throws {
            server = try mosaic.start(["serve", "--port", "0", "--lang", "en"])
            let line = try #require(await server.readLine())
            port = try #require(Int(line.split(separator: ":").last?.prefix { $0.isNumber } ?? ""))
        }

        /// GET `path`, carrying the sign-in `cookie`.
        func get(_ path: String, cookie: String) throws -> RawHTTP.Response {
            try RawHTTP.send(
                port: port, "GET", path,
                headers: [("Host", "127.0.0.1:\(port)"), ("Cookie", "mosaic_session=\(cookie)")])
        }

        /// The sign-in cookie of `member` with `password`, as the sign-in form sends them.
        func signIn(_ member: String, _ password: String) throws -> String {
            let encode = { (text: String) in text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "" }
            let answer = try RawHTTP.send(
                port: port, "POST", "/signin",
                headers: [
                    ("Host", "127.0.0.1:\(port)"), ("Origin", "http://127.0.0.1:\(port)"),
                    ("Content-Type", "application/x-www-form-urlencoded"),
                ],
                body: Data("member=\(encode(member))&password=\(encode(password))&next=%2F".utf8))
            let cookie = answer.headers["set-cookie"]?.split(separator: ";").first?.split(separator: "=").last
            return try #require(
                cookie.map(String.init), "\(member) signs in: \(answer.status) \(answer.text.prefix(200))")
        }
    }

    @Test(
        "Dad, on either server, sees the household's entry but not Mom's Only-me one, nor its photo or thumbnail; Mom sees both",
        .enabled(if: PostgresServer.isInstalled), .timeLimit(.minutes(2)))
    func twoServers() async throws {
        let database = try await PostgresServer.ready().createDatabase()
        var mosaic = MosaicBinary()
        mosaic.environment["MOSAIC_DATABASE_URL"] = try await PostgresServer.ready().url(database: database)
        for (name, password) in [("Mom", "mom's password"), ("Dad", "dad's password")] {
            #expect(try await mosaic.runAsync(["members", "add", name], input: password + "\n").status == 0)
        }
        let photo = mosaic.data.appending("p.png")
        try ImageFixtures.png.write(to: photo)
        let secret = try await mosaic.runAsync([
            "perfume", "add", "--brand", "Zanzibar", "--name", "Mom's secret", "--sentence", "S", "--photo", photo.path,
            "--json",
        ])
        let shared = try await mosaic.runAsync([
            "perfume", "add", "--brand", "Le Labo", "--name", "For the hall", "--sentence", "S", "--visibility",
            "household", "--json",
        ])
        let secretID = try #require((try mosaic.json(secret) as? [String: Any])?["id"] as? String)
        let sharedID = try #require((try mosaic.json(shared) as? [String: Any])?["id"] as? String)
        let key = try #require(secret.stdout.firstMatch(of: /perfume\/[A-Za-z0-9-]+\.png/).map { String($0.output) })

        let first = try await Served(mosaic)
        defer { first.server.interrupt() }
        let second = try await Served(mosaic)
        defer { second.server.interrupt() }
        let dad = try second.signIn("Dad", "dad's password")
        for served in [second, first] {
            let journal = try served.get("/perfume", cookie: dad)
            #expect(
                journal.status == 200 && journal.text.contains("For the hall") && !journal.text.contains("Zanzibar"))
            #expect(try served.get("/perfume/\(sharedID)", cookie: dad).status == 200)
            for path in ["/perfume/\(secretID)", "/perfume/\(secretID)/edit", "/files/\(key)", "/thumbnails/\(key)"] {
                #expect(try served.get(path, cookie: dad).status == 404, "\(path) on :\(served.port)")
            }
        }
        let mom = try first.signIn("Mom", "mom's password")
        #expect(try second.get("/perfume/\(secretID)", cookie: mom).text.contains("Zanzibar"))
        #expect(try second.get("/files/\(key)", cookie: mom).status == 200)
    }
}
