import FlyingFox
import Foundation
@_exported import StubAPIHandlers
import Synchronization

/// A local stand-in for the Unsplash and iTunes APIs on 127.0.0.1 and an ephemeral
/// port, for tests and offline demos: `StubService` behind a socket. Point
/// `MOSAIC_UNSPLASH_URL` and `MOSAIC_ITUNES_URL` at `unsplashURL` and `itunesURL`.
public final class StubServer: Sendable {
    public let port: UInt16
    private let server: HTTPServer
    private let task: Task<Void, Never>
    /// What answers the requests: inject faults and read hits through it.
    public let service: StubService

    /// Starts a server; `port` 0 picks a free one.
    public static func start(seed: UInt64 = 1, port: UInt16 = 0, unsplashLimit: Int = 5000) async throws -> StubServer {
        let router = StubRouterBox()
        let server = HTTPServer(
            address: try .inet(ip4: "127.0.0.1", port: port),
            timeout: 30,
            logger: .disabled,
            handler: router
        )
        let task = Task<Void, Never> { _ = try? await server.run() }
        // A deadline for failing, not a pace: with every suite starting at once on two
        // cores (PostgreSQL servers being set up among them), binding took over 5 s.
        try await server.waitUntilListening(timeout: 60)
        guard case .ip4(_, let boundPort) = await server.listeningAddress else {
            await server.stop(timeout: 0)
            throw URLError(.cannotConnectToHost)
        }
        let service = StubService(seed: seed, base: "http://127.0.0.1:\(boundPort)", unsplashLimit: unsplashLimit)
        router.service.withLock { $0 = service }
        return StubServer(server: server, task: task, port: boundPort, service: service)
    }

    private init(server: HTTPServer, task: Task<Void, Never>, port: UInt16, service: StubService) {
        self.server = server
        self.task = task
        self.port = port
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

    /// Every request answered so far, oldest first.
    public var hits: [StubHit] { service.hits }

    public func stop() async {
        await server.stop(timeout: 0)
        task.cancel()
    }
}

/// FlyingFox's handler, created before the service it forwards to exists (the service's
/// image URLs need the port the server bound).
private final class StubRouterBox: HTTPHandler, Sendable {
    let service = Mutex<StubService?>(nil)

    func handleRequest(_ request: FlyingFox.HTTPRequest) async throws -> FlyingFox.HTTPResponse {
        guard let service = service.withLock({ $0 }) else {
            return HTTPResponse(statusCode: .serviceUnavailable)
        }
        var headers: [String: String] = [:]
        for (name, value) in request.headers {
            headers[name.rawValue] = value
        }
        let query = Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        let reply = await service.respond(
            method: request.method.rawValue, path: request.path, query: query, headers: headers)
        var responseHeaders = HTTPHeaders()
        for (name, value) in reply.headers {
            responseHeaders[HTTPHeader(name)] = value
        }
        return HTTPResponse(
            statusCode: HTTPStatusCode(reply.status, phrase: ""), headers: responseHeaders, body: reply.body)
    }
}
