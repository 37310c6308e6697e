import Foundation

extension HTTPResponse {
    /// The response itself when its status is 2xx; otherwise the `APIError` the status
    /// means. `reason` reads the server's own explanation from an error body (a 400's
    /// `errorMessage`). A 403 or 429 is a rate limit, with `X-Ratelimit-Remaining` when sent.
    public func requireSuccess(reason: (Data) -> String? = { _ in nil }) throws(APIError) -> HTTPResponse {
        switch status {
        case 200..<300: return self
        case 400: throw .badRequest(reason(body))
        case 401: throw .unauthorized
        case 403, 429: throw .rateLimited(remaining: header("X-Ratelimit-Remaining").flatMap { Int($0) })
        case 404: throw .notFound
        case 500..<600: throw .serverError(status: status)
        default: throw .unexpectedStatus(status)
        }
    }
}
