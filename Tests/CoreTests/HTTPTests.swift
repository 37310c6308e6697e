import Core
import Foundation
import Testing

@Suite("HTTP request building, API errors and decoding")
struct HTTPTests {
    @Test("query items are encoded so &, +, =, #, Hangul and emoji survive")
    func queryEncoding() throws {
        let base = URL(string: "http://127.0.0.1:8080/itunes")!
        let request = HTTPRequest.get(base, path: "search", query: [("term", "a&b=c+d #1 향수 🌸"), ("country", "kr")])
        let components = try #require(URLComponents(url: request.url, resolvingAgainstBaseURL: false))
        #expect(components.path == "/itunes/search")
        #expect(components.queryItems?.first { $0.name == "term" }?.value == "a&b=c+d #1 향수 🌸")
        #expect(request.url.absoluteString.contains("%2B"))
        #expect(!request.url.absoluteString.contains("#"))
    }

    @Test("a redirect keeps credentials on their origin, turns a 303 into a GET, and follows only http(s)")
    func redirects() throws {
        let api = URL(string: "https://api.unsplash.com/photos/x")!
        let request = HTTPRequest(
            method: "POST", url: api, headers: ["Authorization": "Client-ID k", "Cookie": "c", "Accept": "a"],
            body: Data("b".utf8))
        func redirect(_ status: Int, to location: String) -> HTTPRequest? {
            request.redirected(by: HTTPResponse(status: status, headers: ["Location": location]))
        }
        let sameOrigin = try #require(redirect(307, to: "/photos/y"))
        #expect(sameOrigin.url.absoluteString == "https://api.unsplash.com/photos/y")
        #expect(
            sameOrigin.headers["Authorization"] == "Client-ID k" && sameOrigin.method == "POST"
                && sameOrigin.body != nil)
        for elsewhere in [
            "https://evil.example/x", "http://api.unsplash.com/photos/y", "https://api.unsplash.com:8443/y",
        ] {
            let moved = try #require(redirect(308, to: elsewhere))
            #expect(
                moved.headers["Authorization"] == nil && moved.headers["Cookie"] == nil
                    && moved.headers["Accept"] == "a")
        }
        let seeOther = try #require(redirect(303, to: "/done"))
        #expect(seeOther.method == "GET" && seeOther.body == nil)
        #expect(redirect(302, to: "file:///etc/passwd") == nil)
        #expect(redirect(302, to: "javascript:alert(1)") == nil)
        #expect(redirect(200, to: "/x") == nil)
        #expect(request.redirected(by: HTTPResponse(status: 302)) == nil)
    }

    @Test("a base URL setting that cannot be used names the setting and the value (64); MOSAIC_HTTP_TIMEOUT is 1–600 s")
    func settings() throws {
        #expect(try HTTPSettings.baseURL("MOSAIC_UNSPLASH_URL", in: [:]) == nil)
        #expect(
            try HTTPSettings.baseURL("MOSAIC_UNSPLASH_URL", in: ["MOSAIC_UNSPLASH_URL": "http://127.0.0.1:8080/u"])?
                .port == 8080)
        for bad in ["http://127.0.0.1:99999", "ftp://host/x", "http://", "not a url", "http://h:0/"] {
            do {
                _ = try HTTPSettings.baseURL("MOSAIC_UNSPLASH_URL", in: ["MOSAIC_UNSPLASH_URL": bad])
                Issue.record("accepted \(bad)")
            } catch {
                #expect(error.category.exitCode == 64)
                #expect(error.message.english.contains("MOSAIC_UNSPLASH_URL '\(bad)'"))
            }
        }
        #expect(try HTTPSettings.timeout(in: ["MOSAIC_HTTP_TIMEOUT": "3"]) == .seconds(3))
        #expect(try HTTPSettings.timeout(in: [:]) == nil)
        for bad in ["0", "601", "1.5", "soon"] {
            #expect(throws: UserError.self) { try HTTPSettings.timeout(in: ["MOSAIC_HTTP_TIMEOUT": bad]) }
        }
    }

    @Test("each API error has a category that fixes the exit code")
    func errorCategories() {
        #expect(APIError.unauthorized.userError.category.exitCode == 77)
        #expect(APIError.rateLimited(remaining: 0).userError.category.exitCode == 69)
        #expect(APIError.notFound.userError.category.exitCode == 66)
        #expect(APIError.badRequest("Invalid value(s) for key(s): [country]").userError.category.exitCode == 65)
        #expect(APIError.timeout.userError.category.exitCode == 69)
        #expect(APIError.offline("refused").userError.category.exitCode == 69)
        #expect(APIError.serverError(status: 503).userError.category.exitCode == 69)
    }

    @Test("an offline reason reads in Korean in a Korean line, and an unknown one is left out, never in English (#31)")
    func offlineReasonInKorean() {
        #expect(
            APIError.offline("connection refused").userError.message.korean
                == "서버에 연결할 수 없습니다 (연결이 거부됨). 네트워크를 확인하고 다시 시도하세요.")
        #expect(APIError.offline("connection refused").userError.message.english.contains("(connection refused)"))
        #expect(APIError.offline("more than 5 redirects").userError.message.korean.contains("(리디렉션 5번 초과)"))
        #expect(
            APIError.offline("the answer was larger than 64 MB").userError.message.korean.contains("(응답이 64 MB보다 큼)"))
        #expect(
            APIError.offline("Weird libcurl failure").userError.message.korean
                == "서버에 연결할 수 없습니다. 네트워크를 확인하고 다시 시도하세요.")
    }

    @Test("messages carry the server's reason and the remaining quota")
    func errorMessages() {
        #expect(
            APIError.badRequest("Invalid value(s) for key(s): [country]").userError.message.english
                .contains("[country]"))
        #expect(APIError.rateLimited(remaining: 0).userError.message.english.contains("used up"))
        // Some left is no quota used up: the count is not shown as if it were (#60, item 14).
        let burst = APIError.rateLimited(remaining: 4943).userError.message.english
        #expect(burst.contains("fewer requests at once") && !burst.contains("4943"))
        #expect(APIError.rateLimited(remaining: nil).userError.message.korean.contains("천천히"))
    }

    struct Page: Decodable {
        struct App: Decodable {
            let trackId: Int
            let trackName: String
        }
        let results: [App]
    }

    @Test("a decoding failure names the field that failed")
    func decodingNamesField() {
        let json = Data(#"{"results":[{"trackId":1,"trackName":"A"},{"trackName":"B"}]}"#.utf8)
        #expect(throws: APIError.decoding(field: "results[1].trackId")) {
            try JSONResponseDecoder().decode(Page.self, from: json)
        }
        #expect(throws: APIError.decoding(field: "(body)")) {
            try JSONResponseDecoder().decode(Page.self, from: Data("<html>".utf8))
        }
    }

    @Test("headers are looked up case-insensitively")
    func headers() {
        let response = HTTPResponse(status: 403, headers: ["X-Ratelimit-Remaining": "0"])
        #expect(response.header("x-ratelimit-remaining") == "0")
    }
}

@Suite("UserError.from")
struct UserErrorFromTests {
    @Test("user-facing errors keep their message and category; others become an unexpected error (exit 1)")
    func mapping() {
        #expect(UserError.from(APIError.notFound).category.exitCode == 66)
        #expect(UserError.from(CancellationError()).message.english == "Cancelled.")
        struct Odd: Error {}
        let odd = UserError.from(Odd())
        #expect(odd.category.exitCode == 1)
        #expect(odd.message.english.hasPrefix("Unexpected error: Odd"))
    }
}

@Suite("HTTP statuses")
struct HTTPStatusTests {
    @Test("each status becomes the APIError a user should hear about")
    func statuses() throws {
        #expect(try HTTPResponse(status: 204).requireSuccess().status == 204)
        let cases: [(HTTPResponse, APIError)] = [
            (HTTPResponse(status: 400, body: Data("bad country".utf8)), .badRequest("bad country")),
            (HTTPResponse(status: 401), .unauthorized),
            (HTTPResponse(status: 403, headers: ["x-ratelimit-remaining": "0"]), .rateLimited(remaining: 0)),
            (HTTPResponse(status: 429), .rateLimited(remaining: nil)),
            (HTTPResponse(status: 404), .notFound),
            (HTTPResponse(status: 503), .serverError(status: 503)),
            (HTTPResponse(status: 302), .unexpectedStatus(302)),
        ]
        for (response, expected) in cases {
            #expect(throws: expected) { try response.requireSuccess { String(decoding: $0, as: UTF8.self) } }
        }
    }
}
