import CommandTestSupport
import Foundation
import TestSupport
import Testing

/// `mosaic serve` against hostile pages and hostile files, over real sockets with the
/// exact headers a browser under attack sends (issue #27).
@Suite("mosaic serve: hosts, hostile pages and hostile files")
struct ServeSecurityTests {
    /// A started server and its port.
    struct Served {
        let server: RunningMosaic
        let port: Int

        init(_ mosaic: MosaicBinary, _ arguments: [String] = []) async throws {
            server = try mosaic.start(["serve", "--port", "0", "--lang", "en"] + arguments)
            let line = try #require(await server.readLine())
            port = try #require(Int(line.split(separator: ":").last?.prefix { $0.isNumber } ?? ""))
        }

        func get(_ path: String, host: String? = nil, headers: [(String, String)] = []) throws -> RawHTTP.Response {
            try RawHTTP.send(port: port, "GET", path, headers: [("Host", host ?? "127.0.0.1:\(port)")] + headers)
        }
    }

    @Test(
        "a Host the server does not answer to gets 421 for pages, files, assets and events; its own names work",
        .timeLimit(.minutes(1)))
    func hostCheck() async throws {
        let mosaic = MosaicBinary()
        _ = try await mosaic.runAsync([
            "perfume", "add", "--brand", "Le Labo", "--name", "Santal 33", "--sentence", "나무",
        ])
        let served = try await Served(mosaic, ["--allowed-host", "mosaic.home"])
        defer { served.server.interrupt() }
        let port = served.port
        for path in ["/", "/perfume", "/files/perfume/x.png", "/assets/mosaic.js", "/nowhere"] {
            for host in [
                "evil.example:\(port)", "evil.example", "127.0.0.1.evil.example:\(port)", "localhost:\(port + 1)", "",
            ] {
                let response = try served.get(path, host: host)
                #expect(response.status == 421, "\(path) with Host \(host)")
                #expect(!response.text.contains("Santal 33"))
            }
        }
        let event = try RawHTTP.send(
            port: port, "POST", "/live/x/text",
            headers: [
                ("Host", "evil.example:\(port)"), ("Origin", "http://evil.example:\(port)"),
                ("Content-Type", "application/x-www-form-urlencoded"),
            ], body: Data("value=1".utf8))
        #expect(event.status == 421)
        for host in [
            "127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)", "[::1]:\(port)", "mosaic.home",
            "mosaic.home:443",
        ] {
            let response = try served.get("/perfume", host: host)
            #expect(response.status == 200, "Host \(host)")
            #expect(response.text.contains("Santal 33"))
        }
    }

    @Test(
        "every response forbids framing and sniffing and keeps the address out of Referer, /files/ and errors too",
        .timeLimit(.minutes(1)))
    func securityHeaders() async throws {
        let mosaic = MosaicBinary()
        let photo = mosaic.data.appending("photo.png")
        try ImageFixtures.png.write(to: photo)
        let added = try await mosaic.runAsync([
            "perfume", "add", "--brand", "B", "--name", "N", "--sentence", "S", "--photo", photo.path,
            "--json",
        ])
        let key = try #require(added.stdout.firstMatch(of: /"photo" *: *"([^"]+)"/)?.1)
        let served = try await Served(mosaic)
        defer { served.server.interrupt() }
        for path in ["/", "/perfume", "/files/\(key)", "/assets/mosaic.css", "/nowhere"] {
            let response = try served.get(path)
            #expect(path == "/nowhere" ? response.status == 404 : response.status == 200, "\(path)")
            #expect(response.headers["x-content-type-options"] == "nosniff", "\(path)")
            #expect(response.headers["x-frame-options"] == "DENY", "\(path)")
            #expect(response.headers["referrer-policy"] == "same-origin", "\(path)")
            let policy = try #require(response.headers["content-security-policy"], "\(path)")
            #expect(policy.contains("frame-ancestors 'none'") && policy.contains("script-src 'self'"))
            #expect(!policy.contains("unsafe-eval") && !policy.contains("script-src 'self' 'unsafe-inline'"))
        }
        #expect(try served.get("/files/\(key)").body == ImageFixtures.png)
        // Issue #56: private bytes are asked for again on every use, so an ended sign-in
        // cannot read them from the browser's cache; their ETag keeps a revisit a 304.
        for path in ["/files/\(key)", "/thumbnails/\(key)", "/display/\(key)"] {
            let first = try served.get(path)
            #expect(first.headers["cache-control"] == "private, no-cache", "\(path)")
            let tag = try #require(first.headers["etag"], "\(path)")
            #expect(try served.get(path, headers: [("If-None-Match", tag)]).status == 304, "\(path)")
        }
    }

    @Test("a symbolic link in files/ (to a file or a folder) is never served", .timeLimit(.minutes(1)))
    func symbolicLinks() async throws {
        let mosaic = MosaicBinary()
        let secret = mosaic.data.appending("secret.txt")
        try Data("root:x:0:0".utf8).write(to: secret)
        let files = mosaic.data.appending("files/perfume")
        try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: files.appendingPathComponent("link.png"), withDestinationURL: secret)
        try FileManager.default.createSymbolicLink(
            at: mosaic.data.appending("files/linked"), withDestinationURL: mosaic.data.url)
        let served = try await Served(mosaic)
        defer { served.server.interrupt() }
        for path in ["/files/perfume/link.png", "/files/linked/secret.txt"] {
            let response = try served.get(path)
            #expect(response.status == 404, "\(path)")
            #expect(!response.text.contains("root:x"))
        }
    }

    @Test(
        "another site's page can neither load a route as a resource nor open a live screen; a link from it asks first",
        .timeLimit(.minutes(1)))
    func crossSite() async throws {
        let mosaic = MosaicBinary()
        let served = try await Served(mosaic)
        defer { served.server.interrupt() }
        let image = [("Sec-Fetch-Site", "cross-site"), ("Sec-Fetch-Mode", "no-cors"), ("Sec-Fetch-Dest", "image")]
        for path in ["/photos/random", "/perfume", "/files/perfume/x.png"] {
            #expect(try served.get(path, headers: image).status == 403, "\(path)")
            // Another port on localhost is the same site, and no more trusted.
            let sameSite = [
                ("Sec-Fetch-Site", "same-site"), ("Sec-Fetch-Mode", "no-cors"), ("Sec-Fetch-Dest", "image"),
            ]
            #expect(try served.get(path, headers: sameSite).status == 403, "\(path)")
        }
        let navigation = [
            ("Sec-Fetch-Site", "cross-site"), ("Sec-Fetch-Mode", "navigate"), ("Sec-Fetch-Dest", "document"),
        ]
        let page = try served.get("/perfume/new", headers: navigation)
        #expect(page.status == 200)
        #expect(!page.text.contains("data-session"), "no live screen for a page another site opened")
        #expect(page.text.contains("href=\"/perfume/new\""))
        let own = try served.get(
            "/perfume/new", headers: [("Sec-Fetch-Site", "same-origin"), ("Sec-Fetch-Mode", "navigate")])
        #expect(own.text.contains("data-session"))
        let typed = try served.get(
            "/perfume/new", headers: [("Sec-Fetch-Site", "none"), ("Sec-Fetch-Mode", "navigate")])
        #expect(typed.text.contains("data-session"))
    }

    @Test("a crafted HEIC uploaded to a live screen is refused and the server keeps serving", .timeLimit(.minutes(1)))
    func craftedUpload() async throws {
        let mosaic = MosaicBinary()
        let served = try await Served(mosaic)
        defer { served.server.interrupt() }
        let page = try served.get("/perfume/new")
        let session = try #require(page.text.firstMatch(of: /data-session="([0-9a-f-]+)"/)?.1)
        let boundary = "b0undary"
        var body = Data(
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"value\"; filename=\"x.heic\"\r\n\r\n".utf8)
        body += ImageFixtures.craftedHEIC + Data("\r\n--\(boundary)--\r\n".utf8)
        let upload = try RawHTTP.send(
            port: served.port, "POST", "/live/\(session)/photo",
            headers: [
                ("Host", "127.0.0.1:\(served.port)"), ("Origin", "http://127.0.0.1:\(served.port)"),
                ("Content-Type", "multipart/form-data; boundary=\(boundary)"),
            ], body: body)
        #expect(upload.status == 204)
        #expect(try served.get("/").status == 200, "the server is still up")
        let stopped = await served.server.stop()
        #expect(stopped.status == 0)
    }

    /// Issue #55: `?shown=9223372036854775807` trapped in `ListPage` and ended the server.
    @Test("the largest numbers in an address are answered and the server keeps serving", .timeLimit(.minutes(1)))
    func extremeNumbersInAddresses() async throws {
        let mosaic = MosaicBinary()
        _ = try await mosaic.runAsync(["perfume", "add", "--brand", "B", "--name", "N", "--sentence", "S"])
        let served = try await Served(mosaic)
        defer { served.server.interrupt() }
        let paths = ["/perfume", "/market", "/habits/album", "/apps", "/perfume/search?q=a&"]
        for path in paths {
            for value in ["9223372036854775807", "9223372036854775767", "-9223372036854775808", "1e309", "nan"] {
                let separator = path.contains("?") ? "" : "?"
                let response = try served.get("\(path)\(separator)shown=\(value)&page=\(value)")
                #expect(response.status < 500, "\(path) shown=\(value)")
            }
        }
        #expect(try served.get("/perfume").status == 200, "the server is still up")
        let stopped = await served.server.stop()
        #expect(stopped.status == 0)
    }
}
