import Foundation
import Hummingbird
import PageKit

/// Reads a POST body into a `WebForm`: at most `WebLimits.bodyBytes`, URL-encoded or
/// multipart; anything else, or too much, is refused before a page sees it.
enum FormReader {
    static func read(_ request: inout Request) async throws(WebFailure) -> WebForm {
        let buffer: ByteBuffer
        do {
            buffer = try await request.collectBody(upTo: WebLimits.bodyBytes)
        } catch {
            throw (error as? any HTTPResponseError)?.status == .contentTooLarge ? .uploadTooLarge : .malformedForm
        }
        let body = Data(buffer: buffer)
        let type = request.headers[.contentType] ?? ""
        if body.isEmpty { return WebForm() }
        if let boundary = MultipartBody.boundary(in: type) {
            return try MultipartBody.parse(body, boundary: boundary)
        }
        guard type.lowercased().hasPrefix("application/x-www-form-urlencoded"),
            let text = String(data: body, encoding: .utf8)
        else {
            throw .malformedForm
        }
        return WebForm(urlEncoded: text)
    }
}
