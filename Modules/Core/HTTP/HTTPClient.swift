/// Sends HTTP requests. Features talk to their APIs through this protocol only; the
/// composition root injects the live libcurl client (`HTTPLive`), tests a stub or `StubAPI`.
///
/// A response with any status is returned as is; only transport failures throw
/// (`APIError.offline`, `.timeout`, `.cancelled`). Each API client maps statuses to
/// `APIError` itself, because each API words its errors differently.
public protocol HTTPClient: Sendable {
    /// Sends `request` and returns the response, whatever its status.
    func send(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse
}
