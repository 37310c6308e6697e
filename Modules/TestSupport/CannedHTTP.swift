import Core
import Foundation

/// An HTTP client that answers every request with one canned response.
public struct CannedHTTP: HTTPClient {
    let response: HTTPResponse

    public init(_ body: String, status: Int = 200) {
        response = HTTPResponse(status: status, body: Data(body.utf8))
    }

    public func send(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse { response }
}

/// An HTTP client whose answer depends on the request (a hostile or broken server).
public struct ScriptedHTTP: HTTPClient {
    let answer: @Sendable (HTTPRequest) -> HTTPResponse

    public init(_ answer: @escaping @Sendable (HTTPRequest) -> HTTPResponse) {
        self.answer = answer
    }

    public func send(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse { answer(request) }
}
