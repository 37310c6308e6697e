import Hummingbird
import Logging
import NIOCore
import NIOEmbedded
import SiteServer
import Synchronization

/// Sends requests straight to a site's router, in process (no socket), and hands back the
/// whole response. Requests name `localhost` as their host, as a browser on this machine
/// would. Our own, rather than HummingbirdTesting's: that product also builds an HTTP/2
/// client and swift-configuration, a third of the test targets' clean build, for nothing
/// the tests use.
public struct SiteClient: Sendable {
    private let responder: Router<WebContext>.Responder
    private let logger = Logger(label: "mosaic.tests")

    init(router: Router<WebContext>) {
        responder = router.buildResponder()
    }

    /// Sends one request, as if from `address`, and runs `check` on its response.
    @discardableResult
    public func execute<Value>(
        uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: ByteBuffer? = nil,
        from address: String = "127.0.0.1", _ check: (SiteResponse) async throws -> Value
    ) async throws -> Value {
        var headers = headers
        if let body { headers[.contentLength] = String(body.readableBytes) }
        let request = Request(
            head: HTTPRequest(method: method, scheme: "http", authority: "localhost", path: uri, headerFields: headers),
            body: RequestBody(buffer: body ?? ByteBuffer()))
        var context = WebContext(
            source: ApplicationRequestContextSource(channel: NIOAsyncTestingChannel(), logger: logger))
        context.peerAddress = address
        let response: Response
        do {
            response = try await responder.respond(to: request, context: context)
        } catch {
            response = Response(status: .internalServerError)
        }
        let collected = SharedBuffer()
        try await response.body.write(CollectingWriter(collected: collected))
        return try await check(SiteResponse(status: response.status, headers: response.headers, body: collected.value))
    }
}

/// A whole response the site gave a `SiteClient`.
public struct SiteResponse: Sendable {
    public let status: HTTPResponse.Status
    public let headers: HTTPFields
    public let body: ByteBuffer
}

/// Keeps every buffer a response body writes.
private struct CollectingWriter: ResponseBodyWriter {
    let collected: SharedBuffer

    mutating func write(_ buffer: ByteBuffer) async throws {
        collected.append(buffer)
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
}

/// The bytes written so far (the writer is consumed by `finish`; the bytes outlive it).
private final class SharedBuffer: Sendable {
    private let buffer = Mutex(ByteBuffer())

    func append(_ bytes: ByteBuffer) {
        var bytes = bytes
        _ = buffer.withLock { $0.writeBuffer(&bytes) }
    }

    var value: ByteBuffer { buffer.withLock { $0 } }
}
