import Foundation
@_exported import StubAPIHandlers

/// A local stand-in for the Unsplash and iTunes APIs on 127.0.0.1 and an ephemeral
/// port, for tests and offline demos: `StubService` behind a socket. Point
/// `MOSAIC_UNSPLASH_URL` and `MOSAIC_ITUNES_URL` at `unsplashURL` and `itunesURL`.
public final class StubServer: Sendable {
    public let port: UInt16
    private let server: LoopbackHTTPServer
    /// What answers the requests: inject faults and read hits through it.
    public let service: StubService

    /// Starts a server; `port` 0 picks a free one. It is listening when this returns.
    public static func start(seed: UInt64 = 1, port: UInt16 = 0, unsplashLimit: Int = 5000) async throws -> StubServer {
        var service: StubService?
        let server = try LoopbackHTTPServer(port: port) { boundPort in
            let made = StubService(seed: seed, base: "http://127.0.0.1:\(boundPort)", unsplashLimit: unsplashLimit)
            service = made
            return made
        }
        return StubServer(server: server, service: service!)
    }

    private init(server: LoopbackHTTPServer, service: StubService) {
        self.server = server
        self.port = server.port
        self.service = service
    }

    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }
    public var unsplashURL: URL { baseURL.appendingPathComponent("unsplash") }
    public var itunesURL: URL { baseURL.appendingPathComponent("itunes") }

    /// The environment that points Mosaic at this server.
    public var environment: [String: String] {
        ["MOSAIC_UNSPLASH_URL": unsplashURL.absoluteString, "MOSAIC_ITUNES_URL": itunesURL.absoluteString]
    }

    /// Unsplash's hourly quota, reported in `X-Ratelimit-Remaining`.
    public var unsplashLimit: Int { service.unsplashLimit }

    /// Makes the next `count` requests to `api` misbehave with `fault`.
    public func inject(_ fault: StubFault, for api: StubAPIName, count: Int = 1) {
        service.inject(fault, for: api, count: count)
    }

    /// Removes pending faults and restores the Unsplash quota.
    public func reset() { service.reset() }

    /// Every iTunes app gets an update (`StubService.releaseUpdates`).
    public func releaseUpdates() { service.releaseUpdates() }

    /// Every request answered so far, oldest first.
    public var hits: [StubHit] { service.hits }

    /// Stops listening and ends open connections.
    public func stop() async {
        server.stop()
    }

    /// Runs `body` with a fresh stub server, stopped afterwards however `body` ends.
    public static func running(_ body: (StubServer) async throws -> Void) async throws {
        let stub = try await start()
        do {
            try await body(stub)
        } catch {
            await stub.stop()
            throw error
        }
        await stub.stop()
    }
}
