import Core
import Foundation
import HTTPLive
import StubAPI
import TestSupport
import Testing

@Suite("CurlHTTPClient against StubAPI")
struct CurlHTTPClientTests {
    let client = CurlHTTPClient(version: "9.9.9")

    @Test("a GET reaches the server with the User-Agent and the query intact")
    func get() async throws {
        let stub = try await StubServer.start()
        defer { Task { await stub.stop() } }
        let term = "a&b=c+d #1 향수 🌸"
        let request = HTTPRequest.get(stub.itunesURL, path: "search", query: [("term", term), ("country", "kr")])
        let response = try await client.send(request)
        #expect(response.status == 200)
        #expect(response.header("content-type") == "application/json")
        let hit = try #require(stub.hits.last)
        #expect(hit.query["term"] == term)
        #expect(hit.header("user-agent") == "mosaic/9.9.9")
    }

    @Test("error statuses come back as responses, not thrown")
    func statusesPassThrough() async throws {
        let stub = try await StubServer.start()
        defer { Task { await stub.stop() } }
        let response = try await client.send(
            HTTPRequest.get(stub.itunesURL, path: "search", query: [("term", "x"), ("country", "uk")]))
        #expect(response.status == 400)
        #expect(String(decoding: response.body, as: UTF8.self).contains("[country]"))
    }

    @Test("a server that is not there is offline")
    func offline() async throws {
        // A port held bound but not listening refuses connections, and no other test's
        // server can take it meanwhile (a stopped server's port could be reused at once).
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        #expect(bound)
        let url = try #require(URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))/itunes/search"))
        await #expect(throws: APIError.offline("connection refused")) {
            try await client.send(HTTPRequest(url: url))
        }
    }

    @Test("a slow server times out with the request's timeout")
    func timeout() async throws {
        let stub = try await StubServer.start()
        defer { Task { await stub.stop() } }
        stub.inject(.slow(seconds: 3), for: .itunes)
        var request = HTTPRequest.get(stub.itunesURL, path: "search", query: [("term", "diary")])
        request.timeout = .milliseconds(300)
        await #expect(throws: APIError.timeout) { try await client.send(request) }
    }

    @Test("cancelling the calling task cancels the request")
    func cancellation() async throws {
        let stub = try await StubServer.start()
        defer { Task { await stub.stop() } }
        // An answer that never comes in time: however late this test resumes to cancel (a full
        // run once kept it waiting a minute, and a 5 s answer had arrived by then), the
        // request is still waiting when it does.
        stub.inject(.slow(seconds: 600), for: .itunes)
        var request = HTTPRequest.get(stub.itunesURL, path: "search", query: [("term", "diary")])
        request.timeout = .seconds(600)
        let client = client
        let task = Task { () async throws(APIError) -> HTTPResponse in try await client.send(request) }
        await Task.yield()
        task.cancel()
        let result = await task.result
        #expect(throws: APIError.cancelled) { try result.get() }
    }

    @Test("a redirect to another server does not carry the API key there; one on the same server does (#13)")
    func redirectKeepsTheKeyHome() async throws {
        let api = try await StubServer.start()
        let other = try await StubServer.start()
        defer {
            Task {
                await api.stop()
                await other.stop()
            }
        }
        var request = HTTPRequest.get(api.unsplashURL, path: "photos/random", query: [("count", "1")])
        request.headers["Authorization"] = "Client-ID sekrit"

        api.inject(.redirect(base: other.baseURL.absoluteString), for: .unsplash)
        let moved = try await client.send(request)
        // The other server got no key, so it refuses: the answer is its, not the redirect.
        #expect(moved.status == 401)
        let away = try #require(other.hits.last)
        #expect(away.path == "/photos/random" && away.query["count"] == "1")
        #expect(away.header("authorization") == nil)

        api.inject(.redirect(base: api.baseURL.absoluteString), for: .unsplash)
        #expect(try await client.send(request).status == 200)
        #expect(api.hits.last?.header("authorization") == "Client-ID sekrit")
    }

    @Test("endless redirects give up with a message")
    func redirectLoop() async throws {
        let stub = try await StubServer.start()
        defer { Task { await stub.stop() } }
        stub.inject(.redirect(base: stub.baseURL.absoluteString), for: .itunes, count: 10)
        await #expect(throws: APIError.offline("more than 5 redirects")) {
            try await client.send(HTTPRequest.get(stub.itunesURL, path: "search", query: [("term", "x")]))
        }
    }
}
