import Foundation
import Hummingbird

/// Lets a browser keep what it already has: a stored file, a thumbnail, the style sheet,
/// the script, the icon and the manifest carry a (weak) ETag of their bytes, and a request
/// that names it in `If-None-Match` gets 304 with no body. Pages are `no-store` (each has
/// its own live session) and go as they are. A body over 256 KB (a photo itself) is tagged
/// by its length and a hash of its first and last 64 KB (a weak tag, RFC 9110): private
/// bytes are `no-cache`, asked again on every use, and hashing 10 MB each time would cost
/// more than the answer.
struct EntityTags<Context: RequestContext>: RouterMiddleware {
    /// Past this a body is not hashed.
    static var largest: Int { 256 << 10 }

    func handle(
        _ request: Request, context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response = try await next(request, context)
        guard request.method == .get || request.method == .head, response.status == .ok,
            response.headers[.cacheControl]?.contains("no-store") != true,
            let length = response.body.contentLength,
            length <= Self.largest || response.headers[.cacheControl]?.contains("no-cache") == true
        else { return response }
        let collected = BodyBytes()
        try await response.body.write(BodyBytesWriter(collected: collected))
        let bytes = collected.buffer.readableBytesView
        let sampled =
            bytes.count <= Self.largest
            ? Data(bytes) : Data(bytes.prefix(64 << 10)) + Data(bytes.suffix(64 << 10)) + Data("\(bytes.count)".utf8)
        let tag = "W/\"" + SHA256.hex(of: sampled).prefix(20) + "\""
        if Self.matches(request.headers[.ifNoneMatch], tag: tag) {
            var headers = response.headers
            headers[.eTag] = tag
            headers[.contentLength] = nil
            headers[.contentType] = nil
            return Response(status: .notModified, headers: headers)
        }
        response.body = ResponseBody(byteBuffer: collected.buffer)
        response.headers[.eTag] = tag
        return response
    }

    /// Whether `If-None-Match` names `tag` (compared weakly, as RFC 9110 asks for it) or is `*`.
    static func matches(_ header: String?, tag: String) -> Bool {
        guard let header else { return false }
        let opaque = { (tag: Substring) in tag.hasPrefix("W/") ? tag.dropFirst(2) : tag }
        return header.split(separator: ",").contains { candidate in
            let candidate = candidate.trimmingCharacters(in: .whitespaces)
            return candidate == "*" || opaque(Substring(candidate)) == opaque(Substring(tag))
        }
    }
}

/// A body written out in full.
final class BodyBytes: @unchecked Sendable {
    var buffer = ByteBuffer()
}

/// Writes a response body into `BodyBytes`.
struct BodyBytesWriter: ResponseBodyWriter {
    let collected: BodyBytes

    mutating func write(_ buffer: ByteBuffer) async throws {
        var buffer = buffer
        collected.buffer.writeBuffer(&buffer)
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
