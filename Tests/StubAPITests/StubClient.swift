import Core
import Foundation
import HTTPLive
import StubAPI

/// Calls a stub the way a feature's API client would.
struct StubClient {
    let stub: StubServer
    let http = CurlHTTPClient(version: "test")

    func unsplash(_ path: String, _ query: [(String, String)] = [], key: String? = "test-key") async throws
        -> HTTPResponse
    {
        var request = HTTPRequest.get(stub.unsplashURL, path: path, query: query)
        if let key { request.headers["Authorization"] = "Client-ID \(key)" }
        request.headers["Accept-Version"] = "v1"
        return try await http.send(request)
    }

    func itunes(_ path: String, _ query: [(String, String)] = []) async throws -> HTTPResponse {
        try await http.send(HTTPRequest.get(stub.itunesURL, path: path, query: query))
    }

    func json(_ response: HTTPResponse) throws -> Any {
        try JSONSerialization.jsonObject(with: response.body, options: [.fragmentsAllowed])
    }
}
