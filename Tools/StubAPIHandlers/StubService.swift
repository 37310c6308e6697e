import Foundation
import ITunesStandIn
import StandInKit
import Synchronization
import UnsplashStandIn

/// The Unsplash and iTunes stand-ins without a socket: routing, injected faults, the
/// Unsplash quota and the log of requests. `StubServer` serves it on 127.0.0.1 for tests
/// and `mosaic-stub-api`. `mosaic tour` calls each feature's stand-in in process instead.
/// Unsplash lives under `/unsplash`, iTunes under `/itunes`; data is generated from
/// `seed`, so every run answers the same.
public final class StubService: Sendable {
    private struct State {
        var faults: [StubAPIName: [StubFault]] = [:]
        var hits: [StubHit] = []
        var unsplashRemaining: Int
    }

    private let state: Mutex<State>
    private let unsplash: UnsplashStub
    private let itunes: ITunesStub
    /// Unsplash's hourly quota, reported in `X-Ratelimit-Remaining`.
    public let unsplashLimit: Int

    /// `base` is the address the service is reached at (image URLs point there).
    public init(seed: UInt64 = 1, base: String, unsplashLimit: Int = 5000) {
        self.unsplashLimit = unsplashLimit
        state = Mutex(State(unsplashRemaining: unsplashLimit))
        unsplash = UnsplashStub(seed: seed, base: base + "/unsplash")
        itunes = ITunesStub(seed: seed)
    }

    /// Makes the next `count` requests to `api` misbehave with `fault`.
    public func inject(_ fault: StubFault, for api: StubAPIName, count: Int = 1) {
        state.withLock { $0.faults[api, default: []] += Array(repeating: fault, count: count) }
    }

    /// Every app in the iTunes catalogue gets an update (a new version with notes), as
    /// the store would between two `apps outdated` runs.
    public func releaseUpdates() {
        itunes.releases.add(1, ordering: .relaxed)
    }

    /// Removes pending faults and restores the Unsplash quota.
    public func reset() {
        state.withLock { state in
            state.faults = [:]
            state.unsplashRemaining = unsplashLimit
        }
    }

    /// Every request answered so far, oldest first.
    public var hits: [StubHit] { state.withLock { $0.hits } }

    /// The answer to one request; `path` starts with the API (`/unsplash/photos/abc`).
    public func respond(method: String, path: String, query: [String: String], headers: [String: String]) async
        -> StubReply
    {
        let exchange = receive(method: method, path: path, query: query, headers: headers)
        if let delay = exchange.delay {
            try? await Task.sleep(for: delay)
        }
        return exchange.reply()
    }

    /// One request taken in, without waiting: the caller holds it for `delay` (a `.slow`
    /// fault) however it waits, then calls `reply()`, which answers and logs the hit.
    public func receive(method: String, path: String, query: [String: String], headers: [String: String])
        -> StubExchange
    {
        let segments = path.split(separator: "/", maxSplits: 1).map(String.init)
        if segments.first == "_stub" {
            let reply = control(query)
            return StubExchange(delay: nil) { reply }
        }
        guard let first = segments.first, let api = StubAPIName(rawValue: first) else {
            return StubExchange(delay: nil) { .json(404, #"{"errors":["Unknown API; use /unsplash or /itunes"]}"#) }
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
        var delay: Duration?
        if case .slow(let seconds) = fault {
            delay = .seconds(seconds)
        }
        return StubExchange(delay: delay) { [self] in
            var reply: StubReply
            switch fault {
            case .slow, nil:
                reply =
                    api == .unsplash && remaining == 0 && !innerPath.hasPrefix("/images/") && fault == nil
                    ? Self.reply(for: .rateLimited, api: api) : answer(api, request)
            case .redirect(let base):
                var target = URLComponents(string: base + "/" + api.rawValue + innerPath)
                target?.queryItems =
                    query.isEmpty
                    ? nil : query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
                reply = StubReply(status: 302, headers: ["Location": target?.string ?? base], body: Data())
            case let fault?:
                reply = Self.reply(for: fault, api: api)
            }
            if api == .unsplash {
                reply.headers["X-Ratelimit-Limit"] = "\(unsplashLimit)"
                reply.headers["X-Ratelimit-Remaining"] = reply.status == 403 ? "0" : "\(remaining)"
            }
            let hit = StubHit(
                api: api, method: method, path: innerPath, query: query, headers: headers, status: reply.status)
            state.withLock { $0.hits.append(hit) }
            return reply
        }
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
        case (.notFound, .itunes):
            StubReply(
                status: 404, headers: ["Content-Type": "text/html"], body: Data("<html>Resource not found</html>".utf8))
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
            let fault = query["fault"].flatMap(StubFault.init)
        else {
            return .json(400, #"{"errors":["use ?api=unsplash|itunes&fault=<fault>[&count=N] or ?reset"]}"#)
        }
        inject(fault, for: api, count: Int(query["count"] ?? "1") ?? 1)
        return .json(200, #"{"ok":true}"#)
    }
}
