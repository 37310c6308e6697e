import Core
import Foundation
import Synchronization

/// An `HTTPClient` that hands each request to one stand-in in this process, with no socket:
/// `mosaic tour` runs a feature offline this way, so the shipped binary carries no HTTP server.
package final class StandInHTTPClient: HTTPClient {
    /// The address the stand-in pretends to be (its image URLs point there too).
    package let base: String
    private let standIn: any StandIn
    private let answered = Atomic<Int>(0)

    /// A client for the stand-in `make` builds for `base`, an address of the `.invalid` name
    /// `host` (never a real one).
    package init(host: String, make: (_ base: String) -> any StandIn) {
        base = "http://\(host).stand-in.mosaic.invalid"
        standIn = make(base)
    }

    package func send(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse {
        guard let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false),
            request.url.absoluteString.hasPrefix(base)
        else {
            throw .offline("the tour reaches only its stand-ins (\(request.url.host ?? "no host"))")
        }
        let query = Dictionary(
            (components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
        let reply = standIn.handle(
            StubRequest(
                method: request.method, path: components.path, query: query, headers: request.headers,
                counter: answered.add(1, ordering: .relaxed).oldValue))
        return HTTPResponse(status: reply.status, headers: reply.headers, body: reply.body)
    }
}
