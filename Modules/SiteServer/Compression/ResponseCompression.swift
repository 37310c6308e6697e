import Hummingbird

/// Sends pages, the style sheet, the script, the icon, the manifest and the live event
/// stream gzipped to a browser that asks for it (`Accept-Encoding: gzip`): a journal page is
/// a tenth of its size on a phone's connection. Bodies of a known length are compressed
/// from 1 KB; the event stream as it goes, each event flushed. Photos and thumbnails (already
/// compressed) go as they are.
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
        guard Self.acceptsGzip(request.headers[.acceptEncoding]), response.headers[.contentEncoding] == nil else {
            return response
        }
        if Self.isEventStream(type) {
            let body = response.body
            response.body = ResponseBody { writer in try await body.write(GzipStreamWriter(base: writer)) }
            response.headers[.contentEncoding] = "gzip"
            return response
        }
        guard let length = response.body.contentLength, length >= Self.smallest else { return response }
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

    /// Whether a response of `type` is text that compresses (pages, CSS, JavaScript, SVG,
    /// JSON, the event stream).
    static func isText(_ type: String) -> Bool {
        let media = mediaType(type)
        return media.hasPrefix("text/")
            || ["image/svg+xml", "application/json", "application/manifest+json"].contains(media)
    }

    static func isEventStream(_ type: String) -> Bool { mediaType(type) == "text/event-stream" }

    private static func mediaType(_ type: String) -> String {
        type.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
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
