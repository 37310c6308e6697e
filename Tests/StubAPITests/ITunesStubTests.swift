import Foundation
import StubAPI
import TestSupport
import Testing

@Suite("StubAPI: iTunes")
struct ITunesStubTests {
    @Test("search finds apps whose names contain the term, in Korean and English, with paging")
    func search() async throws {
        let stub = try await StubServer.start()
        defer { Task { await stub.stop() } }
        let client = StubClient(stub: stub)
        let page = try #require(
            try client.json(
                try await client.itunes(
                    "search", [("term", "diary"), ("country", "kr"), ("media", "software"), ("limit", "5")]))
                as? [String: Any])
        let results = try #require(page["results"] as? [[String: Any]])
        #expect(page["resultCount"] as? Int == results.count)
        #expect(results.count == 5)
        #expect(results.allSatisfy { ($0["trackName"] as? String)?.lowercased().contains("diary") == true })
        #expect(results.allSatisfy { $0["fileSizeBytes"] is String })
        let korean = try #require(
            try client.json(try await client.itunes("search", [("term", "일기"), ("country", "kr")])) as? [String: Any])
        #expect((korean["resultCount"] as? Int ?? 0) > 0)
        let next = try #require(
            try client.json(
                try await client.itunes(
                    "search", [("term", "diary"), ("country", "kr"), ("limit", "5"), ("offset", "5")]))
                as? [String: Any])
        let nextIDs = Set(((next["results"] as? [[String: Any]]) ?? []).compactMap { $0["trackId"] as? Int })
        #expect(nextIDs.isDisjoint(with: results.compactMap { $0["trackId"] as? Int }))
    }

    @Test("terms with &, +, = and emoji are matched literally")
    func specialCharacters() async throws {
        let stub = try await StubServer.start()
        defer { Task { await stub.stop() } }
        let client = StubClient(stub: stub)
        for term in ["c++", "q&a", "1+1=2", "🌸", "#hashtag"] {
            let page = try #require(
                try client.json(try await client.itunes("search", [("term", term), ("country", "us")]))
                    as? [String: Any])
            #expect(page["resultCount"] as? Int == 1, "\(term)")
        }
    }

    @Test("some results leave optional fields out; one has no genre")
    func optionalFields() async throws {
        let stub = try await StubServer.start()
        defer { Task { await stub.stop() } }
        let client = StubClient(stub: stub)
        let page = try #require(
            try client.json(try await client.itunes("search", [("term", "e"), ("country", "kr"), ("limit", "200")]))
                as? [String: Any])
        let results = try #require(page["results"] as? [[String: Any]])
        #expect(results.contains { $0["averageUserRating"] == nil })
        #expect(results.contains { $0["releaseNotes"] == nil })
        #expect(results.contains { $0["genres"] == nil && $0["primaryGenreName"] == nil })
        #expect(results.contains { $0["averageUserRating"] is Double })
    }

    @Test("an unknown country is 400 with Apple's errorMessage; nothing found is an empty page")
    func errorsAndEmpty() async throws {
        let stub = try await StubServer.start()
        defer { Task { await stub.stop() } }
        let client = StubClient(stub: stub)
        let bad = try await client.itunes("search", [("term", "x"), ("country", "uk")])
        #expect(bad.status == 400)
        #expect(
            String(decoding: bad.body, as: UTF8.self) == #"{"errorMessage":"Invalid value(s) for key(s): [country]"}"#)
        let empty = try await client.itunes("search", [("term", "zzzz nothing"), ("country", "kr")])
        #expect(String(decoding: empty.body, as: UTF8.self) == #"{"resultCount":0,"results":[]}"#)
    }

    @Test("lookup by id returns the same app; an unknown id is an empty 200")
    func lookup() async throws {
        let stub = try await StubServer.start()
        defer { Task { await stub.stop() } }
        let client = StubClient(stub: stub)
        let page = try #require(
            try client.json(try await client.itunes("search", [("term", "scent"), ("country", "kr")])) as? [String: Any]
        )
        let first = try #require((page["results"] as? [[String: Any]])?.first)
        let id = try #require(first["trackId"] as? Int)
        let found = try #require(
            try client.json(try await client.itunes("kr/lookup", [("id", "\(id)")])) as? [String: Any])
        #expect(
            ((found["results"] as? [[String: Any]])?.first?["trackName"] as? String) == first["trackName"] as? String)
        let missing = try await client.itunes("lookup", [("id", "1")])
        #expect(String(decoding: missing.body, as: UTF8.self) == #"{"resultCount":0,"results":[]}"#)
    }

    @Test("review feeds: none leaves entry out, one is an object, several an array")
    func reviewFeeds() async throws {
        let stub = try await StubServer.start()
        defer { Task { await stub.stop() } }
        let client = StubClient(stub: stub)
        let page = try #require(
            try client.json(try await client.itunes("search", [("term", "a"), ("country", "kr"), ("limit", "8")]))
                as? [String: Any])
        var shapes = Set<String>()
        for app in (page["results"] as? [[String: Any]]) ?? [] {
            let id = app["trackId"] as! Int
            let feed = try #require(
                (try client.json(try await client.itunes("kr/rss/customerreviews/id=\(id)/sortBy=mostRecent/json"))
                    as? [String: Any])?["feed"] as? [String: Any])
            switch feed["entry"] {
            case nil: shapes.insert("none")
            case is [String: Any]: shapes.insert("object")
            case is [[String: Any]]: shapes.insert("array")
            default: shapes.insert("other")
            }
        }
        #expect(shapes == ["none", "object", "array"])
    }

    @Test("faults: throttled 403 with an empty body, malformed JSON, 500, HTML 404")
    func faults() async throws {
        let stub = try await StubServer.start()
        defer { Task { await stub.stop() } }
        let client = StubClient(stub: stub)
        stub.inject(.rateLimited, for: .itunes)
        let throttled = try await client.itunes("search", [("term", "diary")])
        #expect(throttled.status == 403 && throttled.body.isEmpty)
        stub.inject(.malformedJSON, for: .itunes)
        let malformed = try await client.itunes("search", [("term", "diary")])
        #expect(malformed.status == 200)
        #expect((try? client.json(malformed)) == nil)
        stub.inject(.serverError, for: .itunes)
        #expect(try await client.itunes("search", [("term", "diary")]).status == 500)
        #expect(try await client.itunes("USA/lookup", [("id", "1")]).status == 404)
        #expect(try await client.itunes("search", [("term", "diary")]).status == 200)
    }
}
