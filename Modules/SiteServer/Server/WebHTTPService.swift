import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOPosix
import ServiceLifecycle
import Synchronization

/// Hummingbird's HTTP server for a router, run as a service: what `Application.run()` does,
/// without its date cache. That cache is a service ticking once a second on
/// `AsyncTimerSequence(...).cancelOnGracefulShutdown()`, which ServiceLifecycle builds on
/// swift-async-algorithms' `merge`, whose lock can deadlock its own thread on this
/// toolchain (apple/swift-async-algorithms#430): here the `Date` header is formatted when
/// a response asks for it, at most once a second.
struct WebHTTPService<Responder: HTTPResponder>: Service
where Responder.Context: InitializableFromSource<ApplicationRequestContextSource> {
    let responder: Responder
    let server: HTTPServerBuilder
    let configuration: ServerConfiguration
    let logger: Logger
    let onServerRunning: @Sendable (any Channel) async -> Void

    func run() async throws {
        let responder = responder
        let logger = logger
        let serverName = configuration.serverName
        let dates = HTTPDateHeader()
        let server = try server.buildServer(
            configuration: configuration, eventLoopGroup: MultiThreadedEventLoopGroup.singleton, logger: logger
        ) { (request, responseWriter: consuming ResponseWriter, channel) in
            let context = Responder.Context(source: .init(channel: channel, logger: logger))
            var response: Response
            // HEAD is GET without the body (RFC 9110): every page, file and asset answers it
            // with GET's status and headers, its length included.
            let isHead = request.method == .head
            var request = request
            if isHead {
                var head = request.head
                head.method = .get
                request = Request(head: head, body: request.body)
            }
            do {
                response = try await responder.respond(to: request, context: context)
                if isHead {
                    // GET's length, and no bytes: the connection's encoder sends none after a HEAD.
                    response.body = ResponseBody(contentLength: response.body.contentLength) { writer in
                        try await writer.finish(nil)
                    }
                }
            } catch let error as HTTPParserError {
                throw error
            } catch {
                response = Response(status: .internalServerError, body: .init())
            }
            response.headers[.date] = dates.now()
            if let serverName { response.headers[.server] = serverName }
            do {
                try await responseWriter.write(response: response.head, body: response.body)
            } catch is HTTPParserError {
                // Rethrown as itself, the channel would answer it with a second response.
                throw ParseErrorWhileWriting()
            }
        } onServerRunning: { channel in
            await onServerRunning(channel)
        }
        try await server.run()
    }

    private struct ParseErrorWhileWriting: Error {}
}

/// The `Date` header's text (RFC 9110's IMF-fixdate), made again only when the second changes.
final class HTTPDateHeader: Sendable {
    private let cached = Mutex<(second: Int, text: String)>((-1, ""))

    /// The current time as a `Date` header says it: `Tue, 15 Nov 1994 08:12:31 GMT`.
    func now() -> String {
        let second = Int(Date().timeIntervalSince1970.rounded(.down))
        if let text = cached.withLock({ $0.second == second ? $0.text : nil }) { return text }
        let text = Self.format(second)
        cached.withLock { $0 = (second, text) }
        return text
    }

    static func format(_ second: Int) -> String {
        var time = time_t(second)
        var parts = tm()
        gmtime_r(&time, &parts)
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return
            "\(days[Int(parts.tm_wday)]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon)]) \(1900 + parts.tm_year) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
    }
}
