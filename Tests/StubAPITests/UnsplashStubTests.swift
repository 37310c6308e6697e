import Foundation
import StubAPI
import TestSupport
import Testing

@Suite("StubAPI: Unsplash")
struct UnsplashStubTests {
    @Test("no key is 401 with the OAuth error body")
    func needsKey() async throws {
        let stub = try await StubServer.start()
        defer { Task { await stub.stop() } }
        let response = try await StubClient(stub: stub).unsplash("photos/random", key: nil)
        #expect(response.status == 401)
        #expect(
            String(decoding: response.body, as: UTF8.self)
                == #"{"errors":["OAuth error: The access token is invalid"]}"#)
    }

    @Test("topic photos: an array of photos with users and urls, paging headers, 404 for an unknown topic")
    func topicPhotos() async throws {
        let stub = try await StubServer.start()
        defer { Task { await stub.stop() } }
        let client = StubClient(stub: stub)
        let response = try await client.unsplash(
            "topics/golden-hour/photos", [("per_page", "10"), ("order_by", "popular")])
        let photos = try #require(try client.json(response) as? [[String: Any]])
        #expect(photos.count == 10)
        let first = photos[0]
        #expect((first["id"] as? String)?.count == 11)
        #expect((first["user"] as? [String: Any])?["username"] != nil)
        #expect(((first["urls"] as? [String: Any])?["regular"] as? String)?.contains("ixid=") == true)
        #expect(((first["links"] as? [String: Any])?["download_location"] as? String) != nil)
        #expect((first["color"] as? String)?.hasPrefix("#") == true)
        #expect(response.header("X-Total") == "812")
        #expect(response.header("X-Ratelimit-Remaining") != nil)
        #expect(try await client.unsplash("topics/no-such-topic/photos").status == 404)
    }

    @Test("random: an object without count, an array with it")
    func random() async throws {
        let stub = try await StubServer.start()
        defer { Task { await stub.stop() } }
        let client = StubClient(stub: stub)
        #expect(try client.json(try await client.unsplash("photos/random")) is [String: Any])
        let many = try client.json(try await client.unsplash("photos/random", [("count", "1")])) as? [Any]
        #expect(many?.count == 1)
        #expect((try client.json(try await client.unsplash("photos/random", [("count", "50")])) as? [Any])?.count == 30)
    }

    @Test("search: total, pages, clamped per_page, colour, and zero hits")
    func search() async throws {
        let stub = try await StubServer.start()
        defer { Task { await stub.stop() } }
        let client = StubClient(stub: stub)
        let page = try #require(
            try client.json(
                try await client.unsplash(
                    "search/photos", [("query", "perfume"), ("per_page", "100"), ("color", "orange")]))
                as? [String: Any])
        let results = try #require(page["results"] as? [[String: Any]])
        #expect(results.count == 30)
        #expect((page["total"] as? Int ?? 0) >= 25)
        #expect(results.allSatisfy { ["#f38c26", "#d9730c"].contains($0["color"] as? String) })
        let none = try #require(
            try client.json(try await client.unsplash("search/photos", [("query", "nothing here")])) as? [String: Any])
        #expect(none["total"] as? Int == 0)
        #expect((none["results"] as? [Any])?.isEmpty == true)
    }

    @Test("photo detail has the full-only fields; statistics has 30 daily values; unknown id is 404")
    func detailAndStatistics() async throws {
        let stub = try await StubServer.start()
        defer { Task { await stub.stop() } }
        let client = StubClient(stub: stub)
        let photo = try #require(try client.json(try await client.unsplash("photos/Qx7mP2aLk9Z")) as? [String: Any])
        #expect(photo["downloads"] is Int && photo["views"] is Int)
        #expect((photo["exif"] as? [String: Any])?["aperture"] as? String == "2.8")
        let stats = try #require(
            try client.json(try await client.unsplash("photos/Qx7mP2aLk9Z/statistics")) as? [String: Any])
        let views = try #require((stats["views"] as? [String: Any])?["historical"] as? [String: Any])
        #expect((views["values"] as? [[String: Any]])?.count == 30)
        #expect((views["values"] as? [[String: Any]])?.last?["date"] as? String == "2024-10-31")
        #expect(try await client.unsplash("photos/missing-photo").status == 404)
    }

    @Test("download tracking is recorded; photo URLs serve JPEG bytes")
    func downloadAndImage() async throws {
        let stub = try await StubServer.start()
        defer { Task { await stub.stop() } }
        let client = StubClient(stub: stub)
        let photo = try #require(try client.json(try await client.unsplash("photos/Qx7mP2aLk9Z")) as? [String: Any])
        let location = try #require((photo["links"] as? [String: Any])?["download_location"] as? String)
        let tracked = try await client.http.send(
            .init(url: URL(string: location)!, headers: ["Authorization": "Client-ID k"]))
        #expect(tracked.status == 200)
        #expect(stub.hits.filter { $0.path == "/photos/Qx7mP2aLk9Z/download" }.count == 1)
        let regular = try #require((photo["urls"] as? [String: Any])?["regular"] as? String)
        let image = try await client.http.send(.init(url: URL(string: regular)!))
        #expect(image.body.prefix(3) == Data([0xFF, 0xD8, 0xFF]))
    }

    @Test("rate limiting: an injected 403 and an exhausted quota")
    func rateLimits() async throws {
        let stub = try await StubServer.start(unsplashLimit: 3)
        defer { Task { await stub.stop() } }
        let client = StubClient(stub: stub)
        stub.inject(.rateLimited, for: .unsplash)
        let limited = try await client.unsplash("photos/random")
        #expect(limited.status == 403)
        #expect(String(decoding: limited.body, as: UTF8.self) == #"{"errors":["Rate Limit Exceeded"]}"#)
        #expect(limited.header("X-Ratelimit-Remaining") == "0")
        #expect(try await client.unsplash("photos/random").status == 200)
        #expect(try await client.unsplash("photos/random").header("X-Ratelimit-Remaining") == "0")
        #expect(try await client.unsplash("photos/random").status == 403)
    }

    @Test("the same seed gives the same data")
    func deterministic() async throws {
        let first = try await StubServer.start(seed: 7)
        let second = try await StubServer.start(seed: 7)
        defer {
            Task {
                await first.stop()
                await second.stop()
            }
        }
        let a = try await StubClient(stub: first).unsplash("topics/nature/photos")
        let b = try await StubClient(stub: second).unsplash("topics/nature/photos")
        let strip = { (data: Data) in
            String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\(first.port)", with: "P")
                .replacingOccurrences(of: "\(second.port)", with: "P")
        }
        #expect(strip(a.body) == strip(b.body))
    }
}
