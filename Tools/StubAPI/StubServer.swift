import FlyingFox
import Foundation
import Synchronization

/// A local stand-in for the Unsplash and iTunes APIs on 127.0.0.1 and an ephemeral
/// port, for tests and offline demos. Unsplash lives under `/unsplash`, iTunes under
/// `/itunes`; point `MOSAIC_UNSPLASH_URL` and `MOSAIC_ITUNES_URL` at `unsplashURL` and
/// `itunesURL`. Data is generated from `seed`, so every run answers the same.
public final class StubServer: Sendable {
    /// A request the server answered, for tests that assert what was called.
    public struct Hit: Sendable, Equatable {
        public let api: StubAPIName
        public let method: String
        public let path: String
        public let query: [String: String]
        public let headers: [String: String]
        public let status: Int

        /// The request header `name`, looked up case-insensitively.
        public func header(_ name: String) -> String? {
            headers.first { $0.key.lowercased() == name.lowercased() }?.value
        }
    }

    private struct State {
        var faults: [StubAPIName: [StubFault]] = [:]
        var hits: [Hit] = []
        var unsplashRemaining: Int
    }

    public let port: UInt16
    private let server: HTTPServer
    private let task: Task<Void, Never>
    private let state: Mutex<State>
    private let unsplash: UnsplashStub
    private let itunes: ITunesStub
    /// Unsplash's hourly quota, reported in `X-Ratelimit-Remaining`.
    public let unsplashLimit: Int

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
        try await server.waitUntilListening()
        guard case .ip4(_, let boundPort) = await server.listeningAddress else {
            await server.stop(timeout: 0)
            throw URLError(.cannotConnectToHost)
        }
        let stub = StubServer(server: server, task: task, port: boundPort, seed: seed, unsplashLimit: unsplashLimit)
        router.stub.withLock { $0 = stub }
        return stub
    }

    private init(server: HTTPServer, task: Task<Void, Never>, port: UInt16, seed: UInt64, unsplashLimit: Int) {
        self.server = server
        self.task = task
        self.port = port
        self.unsplashLimit = unsplashLimit
        state = Mutex(State(unsplashRemaining: unsplashLimit))
        let base = "http://127.0.0.1:\(port)"
        unsplash = UnsplashStub(seed: seed, base: base + "/unsplash")
        itunes = ITunesStub(seed: seed)
    }

    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }
    public var unsplashURL: URL { baseURL.appendingPathComponent("unsplash") }
    public var itunesURL: URL { baseURL.appendingPathComponent("itunes") }

    /// The environment that points Mosaic at this server.
    public var environment: [String: String] {
        ["MOSAIC_UNSPLASH_URL": unsplashURL.absoluteString, "MOSAIC_ITUNES_URL": itunesURL.absoluteString]
    }

    /// Makes the next `count` requests to `api` misbehave with `fault`.
    public func inject(_ fault: StubFault, for api: StubAPIName, count: Int = 1) {
        state.withLock { $0.faults[api, default: []] += Array(repeating: fault, count: count) }
    }

    /// Removes pending faults and restores the Unsplash quota.
    public func reset() {
        state.withLock { state in
            state.faults = [:]
            state.unsplashRemaining = unsplashLimit
        }
    }

    /// Every request answered so far, oldest first.
    public var hits: [Hit] { state.withLock { $0.hits } }

    public func stop() async {
        await server.stop(timeout: 0)
        task.cancel()
    }

    func respond(method: String, path: String, query: [String: String], headers: [String: String]) async -> StubReply {
        let segments = path.split(separator: "/", maxSplits: 1).map(String.init)
        if segments.first == "_stub" {
            return control(query)
        }
        guard let first = segments.first, let api = StubAPIName(rawValue: first) else {
            return .json(404, #"{"errors":["Unknown API; use /unsplash or /itunes"]}"#)
        }
        let innerPath = "/" + (segments.count > 1 ? segments[1] : "")
        let (fault, counter, remaining) = state.withLock { state -> (StubFault?, Int, Int) in
            let fault = state.faults[api]?.isEmpty == false ? state.faults[api]!.removeFirst() : nil
            if api == .unsplash, !innerPath.hasPrefix("/images/") {
                state.unsplashRemaining = max(0, state.unsplashRemaining - 1)
            }
            return (fault, state.hits.count, state.unsplashRemaining)
        }
        let request = StubRequest(method: method, path: innerPath, query: query, headers: headers, counter: counter)
        var reply: StubReply
        if let fault {
            if case .slow(let seconds) = fault {
                try? await Task.sleep(for: .seconds(seconds))
                reply = answer(api, request)
            } else if case .redirect(let base) = fault {
                var target = URLComponents(string: base + "/" + api.rawValue + innerPath)
                target?.queryItems = query.isEmpty ? nil : query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
                reply = StubReply(status: 302, headers: ["Location": target?.string ?? base], body: Data())
            } else {
                reply = Self.reply(for: fault, api: api)
            }
        } else if api == .unsplash, remaining == 0, !innerPath.hasPrefix("/images/") {
            reply = Self.reply(for: .rateLimited, api: api)
        } else {
            reply = answer(api, request)
        }
        if api == .unsplash {
            reply.headers["X-Ratelimit-Limit"] = "\(unsplashLimit)"
            reply.headers["X-Ratelimit-Remaining"] = reply.status == 403 ? "0" : "\(remaining)"
        }
        let hit = Hit(api: api, method: method, path: innerPath, query: query, headers: headers, status: reply.status)
        state.withLock { $0.hits.append(hit) }
        return reply
    }

    private func answer(_ api: StubAPIName, _ request: StubRequest) -> StubReply {
        switch api {
        case .unsplash: unsplash.handle(request)
        case .itunes: itunes.handle(request)
        }
    }

    static func reply(for fault: StubFault, api: StubAPIName) -> StubReply {
        switch (fault, api) {
        case (.unauthorized, _): .json(401, #"{"errors":["OAuth error: The access token is invalid"]}"#)
        case (.rateLimited, .unsplash): .json(403, #"{"errors":["Rate Limit Exceeded"]}"#)
        case (.rateLimited, .itunes): .empty(403)
        case (.tooManyRequests, _): .empty(429)
        case (.badRequest(let message), .itunes): .json(400, #"{"errorMessage":"\#(message)"}"#)
        case (.badRequest(let message), .unsplash): .json(400, #"{"errors":["\#(message)"]}"#)
        case (.notFound, .unsplash): .json(404, #"{"errors":["Couldn't find Photo"]}"#)
        case (.notFound, .itunes): StubReply(status: 404, headers: ["Content-Type": "text/html"], body: Data("<html>Resource not found</html>".utf8))
        case (.serverError, _): .json(500, #"{"errors":["Internal Server Error"]}"#)
        case (.malformedJSON, _): .json(200, #"{"results": [ {"trackId": 1, "#)
        case (.slow, _), (.redirect, _): .empty(204)
        }
    }

    /// `POST /_stub/fault?api=itunes&fault=rate-limited&count=2`, `POST /_stub/reset`:
    /// control for a stub running in another process (`mosaic-stub-api`).
    private func control(_ query: [String: String]) -> StubReply {
        if query["reset"] != nil {
            reset()
            return .json(200, #"{"ok":true}"#)
        }
        guard let api = query["api"].flatMap(StubAPIName.init(rawValue:)),
              let fault = query["fault"].flatMap(StubFault.init) else {
            return .json(400, #"{"errors":["use ?api=unsplash|itunes&fault=<fault>[&count=N] or ?reset"]}"#)
        }
        inject(fault, for: api, count: Int(query["count"] ?? "1") ?? 1)
        return .json(200, #"{"ok":true}"#)
    }
}

/// FlyingFox's handler, created before the server it forwards to exists.
private final class StubRouterBox: HTTPHandler, Sendable {
    let stub = Mutex<StubServer?>(nil)

    func handleRequest(_ request: FlyingFox.HTTPRequest) async throws -> FlyingFox.HTTPResponse {
        guard let stub = stub.withLock({ $0 }) else {
            return HTTPResponse(statusCode: .serviceUnavailable)
        }
        var headers: [String: String] = [:]
        for (name, value) in request.headers {
            headers[name.rawValue] = value
        }
        let query = Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        let reply = await stub.respond(method: request.method.rawValue, path: request.path, query: query, headers: headers)
        var responseHeaders = HTTPHeaders()
        for (name, value) in reply.headers {
            responseHeaders[HTTPHeader(name)] = value
        }
        return HTTPResponse(statusCode: HTTPStatusCode(reply.status, phrase: ""), headers: responseHeaders, body: reply.body)
    }
}
