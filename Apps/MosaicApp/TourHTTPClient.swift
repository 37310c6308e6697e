import CommandKit
import Core

/// The network of `mosaic tour`: each request goes to the stand-in of the feature whose API
/// it calls (by address); anything else is offline.
struct TourHTTPClient: HTTPClient {
    let standIns: [TourStandIn]

    func send(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse {
        let address = request.url.absoluteString
        guard let standIn = standIns.first(where: { address.hasPrefix($0.base) }) else {
            throw .offline("the tour reaches only its stand-ins (\(request.url.host ?? "no host"))")
        }
        return try await standIn.client.send(request)
    }
}
