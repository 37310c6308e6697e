import CCurl
import Core
import Foundation

/// `HTTPClient` on the system's libcurl: one blocking transfer per request on a thread of
/// its own, so that waiting on a slow server costs no CPU (the kernel's poll). Foundation's
/// `URLSession` on Linux drives libcurl from a busy loop that woke ~1,500 times a second
/// and burned seconds of CPU per slow request; it also wrote cache folders to `~/.cache`.
///
/// Sends a `mosaic/<version>` User-Agent, gives up after the request's timeout (the
/// whole exchange, not idle time), follows up to `maximumRedirects` redirects itself
/// (`HTTPRequest.redirected(by:)` keeps the API key on its origin), and stops a transfer
/// when the calling task is cancelled.
public final class CurlHTTPClient: HTTPClient {
    /// How many redirects one request follows before giving up.
    public static let maximumRedirects = 5

    private let userAgent: String
    private let timeout: Duration?

    /// `timeout`, when given, replaces every request's own (the `MOSAIC_HTTP_TIMEOUT` setting).
    public init(version: String, timeout: Duration? = nil) {
        userAgent = "mosaic/\(version)"
        self.timeout = timeout
    }

    public func send(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse {
        var current = request
        if let timeout { current.timeout = timeout }
        for _ in 0...Self.maximumRedirects {
            let response = try await transfer(current)
            guard let next = current.redirected(by: response) else { return response }
            current = next
        }
        throw .offline("more than \(Self.maximumRedirects) redirects")
    }

    private func transfer(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse {
        if Task.isCancelled { throw .cancelled }
        let transfer = CurlTransfer(request: request, userAgent: userAgent)
        let result = await withTaskCancellationHandler {
            await OwnThread.run { transfer.perform() }
        } onCancel: {
            transfer.cancel()
        }
        return try result.get()
    }
}
