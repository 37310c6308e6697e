import Foundation

/// One request head as `LoopbackHTTPServer` reads it: the path decoded and its dot
/// segments resolved, the query's first value for each name.
struct LoopbackRequest {
    let method: String
    let path: String
    let query: [String: String]
    let headers: [String: String]
    let contentLength: Int
    /// HTTP/1.1 keeps the connection open unless the client says `Connection: close`.
    let keepAlive: Bool

    init?(head: [UInt8]) {
        guard let text = String(validating: head, as: UTF8.self) else { return nil }
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
        guard !lines.isEmpty else { return nil }
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count == 3, let components = URLComponents(string: String(requestLine[1])) else {
            return nil
        }
        method = String(requestLine[0])
        path = URL(string: components.percentEncodedPath)?.standardized.path ?? components.path
        query = Dictionary(
            (components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
        var headers: [String: String] = [:]
        for line in lines {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            headers[parts[0].trimmingCharacters(in: .whitespaces)] = parts[1].trimmingCharacters(in: .whitespaces)
        }
        self.headers = headers
        let value = { (name: String) in headers.first { $0.key.lowercased() == name }?.value }
        guard let length = Int(value("content-length") ?? "0"), (0...(16 << 20)).contains(length) else { return nil }
        contentLength = length
        keepAlive = requestLine[2] == "HTTP/1.1" && value("connection")?.lowercased() != "close"
    }
}
