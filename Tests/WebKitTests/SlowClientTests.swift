import Core
import Foundation
import TestSupport
import Testing
import WebTestSupport

@testable import WebKit

@Suite("Web kit: slow clients")
struct SlowClientTests {
    /// Runs `body` with the port of `site` served on 127.0.0.1 (a free port) with `limits`;
    /// the server stops when it returns.
    func serving(
        _ site: WebSite, limits: WebServer.ReadLimits = WebServer.ReadLimits(), _ body: (Int) async throws -> Void
    ) async throws {
        let (addresses, announce) = AsyncStream<String>.makeStream()
        let server = Task {
            try await WebServer(site: site, host: "127.0.0.1", port: 0, limits: limits).run { announce.yield($0) }
        }
        defer { server.cancel() }
        var iterator = addresses.makeAsyncIterator()
        let address = try #require(await iterator.next())
        try await body(try #require(Int(address.split(separator: ":").last ?? "")))
    }

    @Test(
        "a client that sends its request head or body too slowly is disconnected; a prompt one is answered",
        .timeLimit(.minutes(1)))
    func slowloris() async throws {
        let harness = try WebSiteHarness(plugins: [EchoPlugin.self])
        var limits = WebServer.ReadLimits()
        limits.head = .milliseconds(300)
        limits.body = .milliseconds(300)
        try await serving(harness.site, limits: limits) { port in
            // Half a head, then nothing: the server closes without answering.
            let head = try await ProcessRunner.offPool {
                try RawHTTP.sendUntilClosed(port: port, Data("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ".utf8))
            }
            #expect(head.isEmpty)
            // A head that promises a body, and a body that never comes.
            let body = try await ProcessRunner.offPool {
                try RawHTTP.sendUntilClosed(
                    port: port,
                    Data(
                        """
                        POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n\
                        Content-Length: 100\r\n\r\ntext=a
                        """.utf8))
            }
            #expect(!String(decoding: body, as: UTF8.self).contains("<p>a</p>"))
            let answered = try await ProcessRunner.offPool {
                try RawHTTP.send(port: port, "GET", "/echo/ok", headers: [("Host", "127.0.0.1:\(port)")])
            }
            #expect(answered.status == 200 && answered.text.contains("ok"))
        }
    }

    @Test(
        "a body announced larger than the limit (10 GB) is refused with 413 before any of it is read (#44)",
        .timeLimit(.minutes(1)))
    func hugeContentLength() async throws {
        let harness = try WebSiteHarness(plugins: [EchoPlugin.self])
        var limits = WebServer.ReadLimits()
        limits.body = .seconds(30)
        try await serving(harness.site, limits: limits) { port in
            let answer = try await ProcessRunner.offPool {
                try RawHTTP.sendUntilClosed(
                    port: port,
                    Data(
                        """
                        POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n\
                        Content-Length: 10000000000\r\nConnection: close\r\n\r\n
                        """.utf8))
            }
            #expect(String(decoding: answer, as: UTF8.self).hasPrefix("HTTP/1.1 413"))
        }
    }

    @Test("an evicted page's event stream is ended by the server, not left open (#44)", .timeLimit(.minutes(1)))
    func evictedStreamEnds() async throws {
        let harness = try WebSiteHarness(plugins: [EchoPlugin.self])
        let site = WebSite(
            plugins: [EchoPlugin.self], dependencies: harness.dependencies, sessions: LiveSessions(limit: 1),
            language: .english, fallbackLanguage: .english)
        try await serving(site) { port in
            @Sendable func openPage() throws -> String {
                let page = try RawHTTP.send(port: port, "GET", "/echo-live", headers: [("Host", "127.0.0.1:\(port)")])
                let marker = try #require(page.text.range(of: "data-session=\""))
                return String(page.text[marker.upperBound...].prefix { $0 != "\"" })
            }
            let first = try await ProcessRunner.offPool { try openPage() }
            let stream = Task {
                try await ProcessRunner.offPool {
                    try RawHTTP.sendUntilClosed(
                        port: port,
                        Data("GET /live/\(first) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8)
                    )
                }
            }
            // The stream is connected once the session says so; then a second page evicts it.
            while site.sessions.session(first)?.isConnected != true { await Task.yield() }
            _ = try await ProcessRunner.offPool { try openPage() }
            let received = String(decoding: try await stream.value, as: UTF8.self)
            #expect(received.hasPrefix("HTTP/1.1 200") && received.contains("retry: 1000"))
            #expect(received.hasSuffix("0\r\n\r\n"), "the stream's last chunk: the response ended")
        }
    }
}
