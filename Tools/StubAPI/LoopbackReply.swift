import Foundation

/// A response as `LoopbackHTTPServer` writes it, with its length and connection header.
struct LoopbackReply {
    var status: Int
    var headers: [String: String] = [:]
    var body: Data

    private static let reasons = [
        200: "OK", 302: "Found", 400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
        429: "Too Many Requests", 500: "Internal Server Error", 503: "Service Unavailable",
    ]

    func encoded(keepAlive: Bool) -> Data {
        var head = "HTTP/1.1 \(status) \(Self.reasons[status] ?? "Status")\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key })
        where !["content-length", "connection"].contains(name.lowercased()) {
            head += "\(name): \(value)\r\n"
        }
        head += "Content-Length: \(body.count)\r\nConnection: \(keepAlive ? "keep-alive" : "close")\r\n\r\n"
        return Data(head.utf8) + body
    }
}
