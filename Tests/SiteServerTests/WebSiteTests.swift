import Core
import Foundation
import Hummingbird
import Persistence
import TestSupport
import Testing
import WebTestSupport

@testable import PageKit
@testable import SiteServer

@Suite("Site server: routes, escaping and the rules every request passes")
struct WebSiteTests {
    @Test("the home page links every feature, with titles escaped")
    func home() async throws {
        try await WebSiteHarness(plugins: [EchoPlugin.self]).run { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains("<a href=\"/echo\">Echo &lt;b&gt;</a>"))
                #expect(!response.text.contains("Echo <b>"))
                #expect(response.text.contains("household&#39;s notebook"), "a person's words, not a developer's (#60)")
            }
        }
    }

    @Test(
        "the chrome: the home page titled once, others 'Page · Mosaic'; 확인 on Korean alerts; icon, /favicon.ico and manifest for the home screen"
    )
    func chrome() async throws {
        try await WebSiteHarness(plugins: [EchoPlugin.self], language: nil).run { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(
                    response.text.contains("<title>Mosaic</title>") && response.text.contains("<button>OK</button>"))
                #expect(response.text.contains("rel=\"manifest\" href=\"/manifest.webmanifest\""))
            }
            try await client.execute(uri: "/echo-live", method: .get, headers: [.acceptLanguage: "ko"]) { response in
                #expect(response.text.contains(" · 모자이크</title>") && response.text.contains("<button>확인</button>"))
                // What a live page says offline, in the reader's language (#46).
                #expect(response.text.contains("data-offline=\"오프라인: 입력한 내용은 연결되면 보냅니다\""))
                #expect(response.text.contains("data-offline-refused=\"오프라인이라 저장하지 않았어요."))
            }
            try await client.execute(uri: "/manifest.webmanifest", method: .get) { response in
                let manifest = try JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [String: Any]
                #expect(manifest?["start_url"] as? String == "/" && manifest?["display"] as? String == "standalone")
                // Chromium's installability check asks for PNG icons of at least 144 px (#46).
                let icons = (manifest?["icons"] as? [[String: String]]) ?? []
                #expect(icons.filter { $0["type"] == "image/png" }.compactMap { $0["sizes"] }.contains("512x512"))
                #expect(icons.contains { $0["purpose"] == "maskable" })
            }
            for (path, side) in [("/assets/icon-192.png", 192), ("/assets/icon-512-maskable.png", 512)] {
                try await client.execute(uri: path, method: .get) { response in
                    #expect(response.status == .ok && response.headers[.contentType] == "image/png")
                    let png = Data(buffer: response.body)
                    #expect(ImageHeader(png, format: .png).map { [$0.width, $0.height] } == [side, side], "\(path)")
                }
            }
            try await client.execute(uri: "/assets/icon-100.png", method: .get) { response in
                #expect(response.status == .notFound)
            }
            try await client.execute(uri: "/assets/icon.svg", method: .get) { response in
                #expect(response.status == .ok && response.headers[.contentType] == "image/svg+xml")
            }
            // What asks for /favicon.ico is sent to the icon, not to a 404 page (#46).
            try await client.execute(uri: "/favicon.ico", method: .get) { response in
                #expect(response.status == .movedPermanently && response.headers[.location] == "/assets/icon.svg")
            }
        }
    }

    @Test("white on the accent colour, and the accent as text on the page, pass WCAG AA (4.5:1)")
    func contrast() throws {
        func channel(_ hex: Substring) -> Double {
            let value = Double(Int(hex, radix: 16) ?? 0) / 255
            return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        func luminance(_ color: String) -> Double {
            let hex = color.dropFirst()
            let (r, g, b) = (hex.prefix(2), hex.dropFirst(2).prefix(2), hex.dropFirst(4).prefix(2))
            return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
        }
        func ratio(_ a: String, _ b: String) -> Double {
            let (x, y) = (luminance(a), luminance(b))
            return (max(x, y) + 0.05) / (min(x, y) + 0.05)
        }
        let accent = try #require(WebAssets.styleSheet.firstMatch(of: /--accent: (#[0-9a-f]{6})/)?.1).description
        #expect(ratio("#ffffff", accent) >= 4.5)
        #expect(ratio(accent, "#fafafa") >= 4.5)
    }

    @Test(
        "a value from the path or the query is text, never markup",
        arguments: ["<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "'quoted'"])
    func escaping(value: String) async throws {
        let encoded = value.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        try await WebSiteHarness(plugins: [EchoPlugin.self]).run { client in
            try await client.execute(uri: "/echo/\(encoded)?q=\(encoded)", method: .get) { response in
                #expect(response.status == .ok)
                #expect(!response.text.contains(value))
                #expect(response.text.contains(HTML.escape(value)))
            }
        }
    }

    @Test("a page that fails shows its message in the chrome with the status of its kind")
    func failure() async throws {
        try await WebSiteHarness(plugins: [EchoPlugin.self]).run { client in
            try await client.execute(uri: "/fails", method: .get) { response in
                #expect(response.status == .badRequest)
                #expect(response.text.contains("role=\"alert\">Bad &lt;input&gt;</p>"))
            }
            // A record deleted elsewhere (or a made-up id) is told in words, never by its id.
            try await client.execute(uri: "/missing", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(
                    response.text.contains("This was deleted, or never existed.") && !response.text.contains("3f2a-id"))
            }
            try await client.execute(uri: "/no/such/page", method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }

    @Test("a POST from another site is refused with 403; from the app's own page it is taken")
    func sameOrigin() async throws {
        let form = ByteBuffer(string: "text=hi")
        let type: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
        try await WebSiteHarness(plugins: [EchoPlugin.self]).run { client in
            var crossSite = type
            crossSite.append(Self.fetchSite("cross-site"))
            try await client.execute(uri: "/echo", method: .post, headers: crossSite, body: form) { response in
                #expect(response.status == .forbidden)
            }
            var otherOrigin = type
            otherOrigin[.origin] = "http://evil.example"
            try await client.execute(uri: "/echo", method: .post, headers: otherOrigin, body: form) { response in
                #expect(response.status == .forbidden)
            }
            var sameSite = type
            sameSite.append(Self.fetchSite("same-origin"))
            try await client.execute(uri: "/echo", method: .post, headers: sameSite, body: form) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains("<p>hi</p>"))
            }
        }
    }

    @Test("GET never reaches a POST action")
    func getIsNotPost() async throws {
        try await WebSiteHarness(plugins: [EchoPlugin.self]).run { client in
            try await client.execute(uri: "/echo?text=hi", method: .get) { response in
                #expect(response.status != .ok)
            }
        }
    }

    @Test("a multipart upload is read by its bytes; malformed is 400, over 20 MB is 413")
    func uploads() async throws {
        let boundary = "XyZ"
        @Sendable func body(_ data: Data) -> ByteBuffer {
            var bytes = Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"text\"\r\n\r\n사진\r\n".utf8)
            bytes += Data(
                "--\(boundary)\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"a b.png\"\r\nContent-Type: image/png\r\n\r\n"
                    .utf8)
            bytes += data + Data("\r\n--\(boundary)--\r\n".utf8)
            return ByteBuffer(bytes: bytes)
        }
        let headers: HTTPFields = [.contentType: "multipart/form-data; boundary=\(boundary)"]
        try await WebSiteHarness(plugins: [EchoPlugin.self]).run { client in
            try await client.execute(
                uri: "/echo", method: .post, headers: headers, body: body(Data(repeating: 7, count: 1000))
            ) { response in
                #expect(response.status == .ok)
                #expect(response.text.contains("<p>사진</p>"))
                #expect(response.text.contains("1000 bytes"))
            }
            try await client.execute(
                uri: "/echo", method: .post, headers: headers, body: ByteBuffer(string: "--XyZ\r\nnonsense")
            ) { response in
                #expect(response.status == .badRequest)
                #expect(response.text.contains("The form could not be read"))
            }
            let huge = Data(repeating: 1, count: WebLimits.uploadBytes + 1)
            try await client.execute(uri: "/echo", method: .post, headers: headers, body: body(huge)) { response in
                #expect(response.status == .contentTooLarge)
                #expect(response.text.contains("larger than 20 MB"))
            }
        }
    }

    @Test("files are served by blob key only; a path-like key is not found")
    func files() async throws {
        try await WebSiteHarness(plugins: [EchoPlugin.self]).run { client in
            for uri in ["/files/..%2F..%2Fetc%2Fpasswd", "/files/.hidden", "/files/missing.png"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .notFound, "\(uri)")
                }
            }
        }
    }

    @Test(
        "a thumbnail is served from the store, made from the photo when missing, or the photo itself when none can be made"
    )
    func thumbnails() async throws {
        struct HalfThumbnailer: ImageThumbnailer {
            func thumbnail(of image: Data, fitting side: Int) async -> Data? {
                image.count > 100 ? image.prefix(image.count / 2) : nil
            }
        }
        let harness = try WebSiteHarness(plugins: [EchoPlugin.self], thumbnailer: HalfThumbnailer())
        let large = try BlobKey("echo", "large.png")
        let small = try BlobKey("echo", "small.png")
        let png = ImageFixtures.png + Data(repeating: 0, count: 200)
        try await EchoPhoto.keep(png, as: large, in: harness.dependencies)
        try await EchoPhoto.keep(ImageFixtures.png, as: small, in: harness.dependencies)
        try await harness.run { client in
            try await client.execute(uri: "/thumbnails/echo/large.png", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/png")
                #expect(response.body.readableBytes == png.count / 2)
            }
            try await client.execute(uri: "/thumbnails/echo/small.png", method: .get) { response in
                #expect(response.body.readableBytes == ImageFixtures.png.count)
            }
            try await client.execute(uri: "/display/echo/large.png", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.body.readableBytes == png.count / 2)
            }
            for uri in [
                "/thumbnails/..%2F..%2Fetc%2Fpasswd", "/thumbnails/thumbnails/echo/large.png",
                "/display/display/echo/large.png", "/display/echo/missing.png",
                "/thumbnails/echo/missing.png",
            ] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .notFound, "\(uri)")
                }
            }
        }
    }

    @Test("the page's language: --lang first, else the browser's Accept-Language")
    func language() async throws {
        try await WebSiteHarness(plugins: [EchoPlugin.self], language: nil).run { client in
            try await client.execute(uri: "/", method: .get, headers: [.acceptLanguage: "ko-KR,ko;q=0.9,en;q=0.8"]) {
                response in
                #expect(response.text.contains("에코 &lt;b&gt;"))
            }
            try await client.execute(uri: "/", method: .get, headers: [.acceptLanguage: "fr, en;q=0.5"]) { response in
                #expect(response.text.contains("Echo &lt;b&gt;"))
            }
        }
        #expect(AcceptLanguage.preferred("en;q=0.2, ko;q=0.8") == .korean)
        #expect(AcceptLanguage.preferred("de") == nil)
    }

    @Test("a live event reaches the screen and its rendering is pushed, escaped; an unknown session is 404")
    func liveEvents() async throws {
        let harness = try WebSiteHarness(plugins: [EchoPlugin.self])
        try await harness.run { client in
            let page = try await client.execute(uri: "/echo-live", method: .get) { $0.text }
            let id = try #require(page.firstMatch(of: /data-session="([0-9a-f-]+)"/)?.1).description
            let session = try #require(harness.site.sessions.session(id))
            var updates = try #require(session.connect()).updates.makeAsyncIterator()
            let form: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]
            try await client.execute(
                uri: "/live/\(id)/text", method: .post, headers: form, body: ByteBuffer(string: "value=%3Cscript%3E")
            ) { response in
                #expect(response.status == .noContent)
            }
            #expect(
                await updates.next()?.update
                    == .html(target: LiveTarget("echo"), HTML(trusted: "<b>&lt;script&gt;</b>")))
            try await client.execute(uri: "/live/\(id)/close", method: .post) { response in
                #expect(response.status == .noContent)
            }
            #expect(session.isClosed)
            #expect(await updates.next() == nil)
            try await client.execute(
                uri: "/live/\(id)/text", method: .post, headers: form, body: ByteBuffer(string: "value=x")
            ) { response in
                #expect(response.status == .notFound)
            }
        }
    }

    @Test(
        "40,000 parts posted to a made-up session are refused before the body is read; the parser's work grows with the body"
    )
    func manyParts() async throws {
        let boundary = "p"
        func body(parts: Int) -> Data {
            var text = ""
            for index in 0..<parts { text += "--p\r\nContent-Disposition: form-data; name=\"f\(index)\"\r\n\r\nv\r\n" }
            return Data((text + "--p--\r\n").utf8)
        }
        let huge = body(parts: 40_000)
        #expect(huge.count > 2_000_000)
        let headers: HTTPFields = [.contentType: "multipart/form-data; boundary=\(boundary)"]
        try await WebSiteHarness(plugins: [EchoPlugin.self]).run { client in
            try await client.execute(
                uri: "/live/nope/x", method: .post, headers: headers, body: ByteBuffer(bytes: huge)
            ) { response in
                #expect(response.status == .notFound)
            }
            // A real form of 40,000 parts is refused as malformed (at most WebLimits.formParts).
            try await client.execute(uri: "/echo", method: .post, headers: headers, body: ByteBuffer(bytes: huge)) {
                response in
                #expect(response.status == .badRequest)
            }
        }
        // The work is bounded by the bytes, not their square: every search starts where the
        // last one ended, so the bytes looked at never exceed the body's size.
        var refused = MultipartBody.Scanner(huge)
        #expect(throws: WebFailure.malformedForm) { try refused.form(boundary: boundary) }
        #expect(refused.scanned <= huge.count)
        let allowed = body(parts: WebLimits.formParts)
        var scanner = MultipartBody.Scanner(allowed)
        let form = try scanner.form(boundary: boundary)
        #expect(form.fields.count == WebLimits.formParts && form[LiveEvent("f7")] == "v")
        #expect(scanner.scanned <= allowed.count)
    }

    @Test(
        "another site's page cannot make a route run: resource loads are 403, a followed link gets a page that asks first"
    )
    func fetchMetadata() async throws {
        let harness = try WebSiteHarness(plugins: [EchoPlugin.self])
        try await harness.run { client in
            let image = HTTPFields([
                Self.fetch("Site", "cross-site"), Self.fetch("Mode", "no-cors"), Self.fetch("Dest", "image"),
            ])
            try await client.execute(uri: "/echo-live", method: .get, headers: image) { response in
                #expect(response.status == .forbidden)
                #expect(response.headers[.contentSecurityPolicy]?.contains("frame-ancestors 'none'") == true)
            }
            let link = HTTPFields([
                Self.fetch("Site", "cross-site"), Self.fetch("Mode", "navigate"), Self.fetch("Dest", "document"),
            ])
            try await client.execute(uri: "/echo-live?x=1", method: .get, headers: link) { response in
                #expect(response.status == .ok)
                #expect(!response.text.contains("data-session"))
                #expect(response.text.contains("href=\"/echo-live?x=1\""))
            }
        }
        #expect(harness.site.sessions.count == 0, "no live screen was opened")
    }

    @Test("an unknown path gets the styled 404 page with the security headers")
    func unknownPath() async throws {
        try await WebSiteHarness(plugins: [EchoPlugin.self]).run { client in
            try await client.execute(uri: "/no/such/page", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(response.text.contains("There is no such page."))
                #expect(response.headers[.contentSecurityPolicy] != nil)
            }
        }
    }

    static func fetch(_ name: String, _ value: String) -> HTTPFields.Element {
        HTTPFields.Element(name: HTTPFields.Element.Name("Sec-Fetch-\(name)")!, value: value)
    }

    static func fetchSite(_ value: String) -> HTTPFields.Element {
        HTTPFields.Element(name: HTTPFields.Element.Name("Sec-Fetch-Site")!, value: value)
    }
}
