import Core
import Foundation
import TestSupport
import Testing
import WebTestSupport

@testable import SiteServer

@Suite("Site server: slow clients")
struct SlowClientTests {
    /// Runs `body` with the port of `site` served on 127.0.0.1 (a free port) with `limits`;
    /// the server shuts down when it returns.
    func serving(
        _ site: WebSite, limits: WebServer.ReadLimits = WebServer.ReadLimits(), _ body: (Int) async throws -> Void
    ) async throws {
        let (addresses, announce) = AsyncStream<String>.makeStream()
        let (stop, stopping) = AsyncStream<Void>.makeStream()
        let server = Task {
            try await WebServer(site: site, host: "127.0.0.1", port: 0, limits: limits).run(
                onRunning: { announce.yield($0) }, until: { for await _ in stop {} })
        }
        // Stopped as Ctrl-C stops it, never by cancelling its task (see WebServer.run(onRunning:until:)),
        // and waited for.
        func shutDown() async {
            stopping.finish()
            _ = try? await server.value
        }
        do {
            var iterator = addresses.makeAsyncIterator()
            let address = try #require(await iterator.next())
            try await body(try #require(Int(address.split(separator: ":").last ?? "")))
        } catch {
            await shutDown()
            throw error
        }
        await shutDown()
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

    @Test(
        "HEAD answers as GET does, with its length and no body, on a page and an asset (#60)", .timeLimit(.minutes(1)))
    func head() async throws {
        let harness = try WebSiteHarness(plugins: [EchoPlugin.self])
        try await serving(harness.site) { port in
            for path in ["/", "/assets/mosaic.css"] {
                let answer = try await ProcessRunner.offPool {
                    try RawHTTP.sendUntilClosed(
                        port: port,
                        Data("HEAD \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8))
                }
                let text = String(decoding: answer, as: UTF8.self)
                #expect(text.hasPrefix("HTTP/1.1 200"), "\(path): \(text)")
                let length = text.firstMatch(of: /[Cc]ontent-[Ll]ength: (\d+)/).flatMap { Int($0.1) } ?? 0
                #expect(length > 0, "GET's length: \(text)")
                #expect(text.hasSuffix("\r\n\r\n"), "no body after the head: \(text.suffix(80))")
            }
        }
    }
}
