import Core
import Foundation

/// An `HTTPClient` that hands each request to a `StubService` in this process, with no
/// socket: `mosaic tour` runs every feature offline this way, so the shipped binary
/// carries no HTTP server.
public struct StubHTTPClient: HTTPClient {
    /// The address the service pretends to be (its image URLs point there too).
    public static let base = "http://stub.mosaic.invalid"
    public let service: StubService

    public init(seed: UInt64 = 1) {
        service = StubService(seed: seed, base: Self.base)
    }

    /// The environment that points Mosaic at this client's service.
    public static var environment: [String: String] {
        ["MOSAIC_UNSPLASH_URL": base + "/unsplash", "MOSAIC_ITUNES_URL": base + "/itunes"]
    }

    public func send(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse {
        guard let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false),
            request.url.absoluteString.hasPrefix(Self.base)
        else {
            throw .offline("the tour reaches only its stand-in (\(request.url.host ?? "no host"))")
        }
        let query = Dictionary(
            (components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
        let reply = await service.respond(
            method: request.method, path: components.path, query: query, headers: request.headers)
        return HTTPResponse(status: reply.status, headers: reply.headers, body: reply.body)
    }
}
