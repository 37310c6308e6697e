import AppLibrary
import Core
import Foundation
import StubAPI
import TestSupport
import Testing

@Suite("iTunes client")
struct ITunesClientTests {
    @Test("tricky terms arrive intact on the server; kr, software and 30 per page by default")
    func encoding() async throws {
        try await withStub { stub, client in
            for term in ["C++", "Q&A", "1+1=2", "#해시태그", "🌸 꽃", "a b"] {
                _ = try await client.search(term)
                let hit = try #require(stub.hits.last)
                #expect(hit.query["term"] == term)
                #expect(hit.query["country"] == "kr" && hit.query["media"] == "software" && hit.query["limit"] == "30")
                #expect(hit.query["offset"] == nil)
            }
            #expect(try await client.search("C++").apps.map(\.name) == ["C++ 튜터 - C++ Tutor"])
            #expect(try await client.search("Q&A").apps.first?.name.contains("Q&A") == true)
            _ = try await client.search("향기", limit: 5, offset: 5)
            #expect(stub.hits.last?.query["offset"] == "5")
        }
    }

    @Test("only id and name are required; odd fields are dropped, not the page; fileSizeBytes is a string")
    func tolerantDecoding() async throws {
        let body = """
            {"resultCount": 4, "results": [
              {"trackId": 1, "trackName": "Bare"},
              {"trackId": 2, "trackName": "Odd types", "averageUserRating": "high", "genres": "Games", "fileSizeBytes": "48234496", "unknownKey": {"x": 1}},
              {"trackName": "No id"},
              {"trackId": 4, "trackName": "Mac", "kind": "mac-software"}
            ]}
            """
        let page = try await ITunesClient(http: CannedHTTP(body)).search("x")
        #expect(page.apps.map(\.name) == ["Bare", "Odd types"])
        #expect(page.skipped == 2)
        #expect(page.apps[0].rating == nil && page.apps[0].genres.isEmpty && page.apps[0].primaryGenre == nil)
        #expect(page.apps[1].sizeBytes == 48_234_496 && page.apps[1].rating == nil)
        // Links that are not http(s) never reach a page's src or a command (#27).
        let hostile = try await ITunesClient(
            http: CannedHTTP(
                """
                {"resultCount": 1, "results": [{"trackId": 9, "trackName": "J", "artworkUrl512": "javascript:alert(1)",
                  "screenshotUrls": ["https://is1.example/a.png", "javascript:alert(2)", "file:///etc/passwd"],
                  "trackViewUrl": "javascript:alert(3)"}]}
                """)
        ).search("x")
        #expect(hostile.apps[0].iconURL == nil && hostile.apps[0].storeURL == nil)
        #expect(hostile.apps[0].screenshotURLs == ["https://is1.example/a.png"])
    }

    @Test("each error mode becomes a clear message with its exit category")
    func errors() async throws {
        try await withStub { stub, client in
            await #expect(throws: APIError.badRequest("Invalid value(s) for key(s): [country]")) {
                try await client.search("x", country: "uk")
            }
            stub.inject(.rateLimited, for: .itunes)
            await #expect(throws: APIError.rateLimited(remaining: nil)) { try await client.search("x") }
            stub.inject(.tooManyRequests, for: .itunes)
            await #expect(throws: APIError.rateLimited(remaining: nil)) { try await client.search("x") }
            stub.inject(.serverError, for: .itunes)
            await #expect(throws: APIError.serverError(status: 500)) { try await client.search("x") }
            stub.inject(.malformedJSON, for: .itunes)
            await #expect { try await client.search("x") } throws: { error in
                if case .decoding = error as? APIError { return true }
                return false
            }
            // Nothing is cached: the next request reaches the server and succeeds.
            let again = try await client.search("향기")
            #expect(!again.apps.isEmpty)
            #expect(
                UserError.from(APIError.badRequest("Invalid value(s) for key(s): [country]")).message.english.contains(
                    "[country]"))
        }
        // iTunes takes no key: a 401 must not tell the person to check one.
        let refused = UserError.from(
            await #expect(throws: APIError.self) {
                try await ITunesClient(http: CannedHTTP("", status: 401)).search("x")
            }!)
        #expect(refused.category == .unavailable && !refused.message.english.contains("key"))
        let stopped = try await StubServer.start()
        let url = stopped.itunesURL
        await stopped.stop()
        let offline = ITunesClient(http: CannedOffline(), baseURL: url)
        await #expect { try await offline.search("x") } throws: { UserError.from($0).category == .unavailable }
        await #expect(throws: UserError(AppLibraryMessages.invalidCountry("korea"), category: .invalidInput)) {
            try await ITunesClient(http: CannedHTTP("{}")).search("x", country: "korea")
        }
    }

    @Test("lookup: an unknown id is nil, a path-like id never reaches the network")
    func lookup() async throws {
        try await withStub { stub, client in
            let first = try #require(try await client.search("향기").apps.first)
            #expect(try await client.lookup(id: first.id)?.name == first.name)
            #expect(try await client.lookup(id: AppID(checking: "1")) == nil)
            let before = stub.hits.count
            #expect { try AppID(checking: "../search?term=x") } throws: {
                ($0 as? UserError)?.category == .invalidInput
            }
            #expect(stub.hits.count == before)
        }
    }

    @Test("the customer-reviews feed: several entries, a single object, or none")
    func feed() async throws {
        let one =
            #"{"feed": {"entry": {"id": {"label": "9"}, "im:rating": {"label": "4"}, "title": {"label": "좋아요"}, "content": {"label": "굿"}, "author": {"name": {"label": "하늘"}}}}}"#
        #expect(try await ITunesClient(http: CannedHTTP(one)).reviews(id: AppID(checking: "1")).map(\.title) == ["좋아요"])
        let none = #"{"feed": {"title": {"label": "iTunes Store: Customer Reviews"}}}"#
        #expect(try await ITunesClient(http: CannedHTTP(none)).reviews(id: AppID(checking: "1")).isEmpty)
        let withApp =
            #"{"feed": {"entry": [{"im:name": {"label": "The app"}, "id": {"label": "1"}}, {"id": {"label": "2"}, "im:rating": {"label": "5"}}]}}"#
        #expect(
            try await ITunesClient(http: CannedHTTP(withApp)).reviews(id: AppID(checking: "1")).map(\.rating) == [5])
        try await withStub { _, client in
            let apps = try await client.search("향기").apps
            var shapes = Set<Int>()
            for app in apps.prefix(8) {
                shapes.insert(min(2, try await client.reviews(id: app.id).count))
            }
            #expect(shapes == [0, 1, 2])
        }
    }
}

/// A client whose every request finds the server gone.
struct CannedOffline: HTTPClient {
    func send(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse { throw .offline("connection refused") }
}
