import Hummingbird

/// Sends pages, the style sheet, the script, the icon and the manifest gzipped to a
/// browser that asks for it (`Accept-Encoding: gzip`): a journal page is a tenth of its
/// size on a phone's connection. Only bodies of a known length of 1 KB or more are
/// compressed; the live event stream, photos and thumbnails go as they are.
struct ResponseCompression<Context: RequestContext>: RouterMiddleware {
    /// Below this a body gains less than its gzip header and the time.
    static var smallest: Int { 1024 }

    func handle(
        _ request: Request, context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response = try await next(request, context)
        guard let type = response.headers[.contentType], Self.isText(type) else { return response }
        response.headers[.vary] = "Accept-Encoding"
        guard Self.acceptsGzip(request.headers[.acceptEncoding]), response.headers[.contentEncoding] == nil,
            let length = response.body.contentLength, length >= Self.smallest
        else { return response }
        let collected = BodyBytes()
        try await response.body.write(BodyBytesWriter(collected: collected))
        let bytes = Array(collected.buffer.readableBytesView)
        if let gzipped = Gzip.compress(bytes), gzipped.count < bytes.count {
            response.body = ResponseBody(byteBuffer: ByteBuffer(bytes: gzipped))
            response.headers[.contentEncoding] = "gzip"
        } else {
            response.body = ResponseBody(byteBuffer: collected.buffer)
        }
        // (Setting the body set its Content-Length.)
        return response
    }

    /// Whether a response of `type` is text that compresses (pages, CSS, JavaScript, SVG, JSON).
    static func isText(_ type: String) -> Bool {
        let media = type.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        return media.hasPrefix("text/") && media != "text/event-stream"
            || ["image/svg+xml", "application/json", "application/manifest+json"].contains(media)
    }

    /// Whether `Accept-Encoding` lists gzip with a weight above zero.
    static func acceptsGzip(_ header: String?) -> Bool {
        guard let header else { return false }
        return header.split(separator: ",").contains { part in
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard pieces.first == "gzip" || pieces.first == "*" else { return false }
            let weight = pieces.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return weight > 0
        }
    }
}
