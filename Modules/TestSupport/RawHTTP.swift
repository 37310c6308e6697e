import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One HTTP/1.1 exchange over a plain socket to 127.0.0.1, with every header as given,
/// `Host` included: what a browser under DNS rebinding, or a hostile page, would send.
public enum RawHTTP {
    /// A response: the status code, the headers (names lower-cased) and the body.
    public struct Response: Sendable {
        public let status: Int
        public let headers: [String: String]
        public let body: Data

        public var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// Sends `method path` with `headers` (a `Host` must be among them) and `body`, and
    /// reads the response to the end (the request asks the server to close).
    public static func send(
        port: Int, _ method: String, _ path: String, headers: [(String, String)],
        body: Data = Data()
    ) throws -> Response {
        let descriptor = try connected(port: port)
        defer { close(descriptor) }
        var head = "\(method) \(path) HTTP/1.1\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        try send(Data(head.utf8) + body, on: descriptor)
        let received = receiveAll(descriptor)
        return try parse(received)
    }

    /// Sends `bytes` (an incomplete request, say) and returns what comes back until the
    /// server closes the connection.
    public static func sendUntilClosed(port: Int, _ bytes: Data) throws -> Data {
        let descriptor = try connected(port: port)
        defer { close(descriptor) }
        try send(bytes, on: descriptor)
        return receiveAll(descriptor)
    }

    private static func connected(port: Int) throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(descriptor)
            throw POSIXError(.ECONNREFUSED)
        }
        // A server that never answers or never closes ends the read after 30 s: a test then
        // fails with what it got, instead of holding the whole run.
        var limit = timeval(tv_sec: 30, tv_usec: 0)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        return descriptor
    }

    private static func send(_ data: Data, on descriptor: Int32) throws {
        try data.withUnsafeBytes { bytes in
            var sent = 0
            while sent < bytes.count {
                let count = Glibc.send(descriptor, bytes.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
                guard count > 0 else { throw POSIXError(.EPIPE) }
                sent += count
            }
        }
    }

    private static func receiveAll(_ descriptor: Int32) -> Data {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { return received }
            received.append(contentsOf: buffer[0..<count])
        }
    }

    private static func parse(_ data: Data) throws -> Response {
        guard let end = data.firstRange(of: Data("\r\n\r\n".utf8)) else { throw POSIXError(.EBADMSG) }
        let lines = String(decoding: data[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        guard let statusLine = lines.first, let status = Int(statusLine.split(separator: " ").dropFirst().first ?? "")
        else {
            throw POSIXError(.EBADMSG)
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        var body = Data(data[end.upperBound...])
        if headers["transfer-encoding"]?.lowercased() == "chunked" { body = unchunk(body) }
        return Response(status: status, headers: headers, body: body)
    }

    private static func unchunk(_ data: Data) -> Data {
        var result = Data()
        var rest = data[...]
        while let lineEnd = rest.firstRange(of: Data("\r\n".utf8)),
            let size = Int(String(decoding: rest[..<lineEnd.lowerBound], as: UTF8.self), radix: 16), size > 0
        {
            let start = lineEnd.upperBound
            guard rest.distance(from: start, to: rest.endIndex) >= size else { break }
            result += rest[start..<rest.index(start, offsetBy: size)]
            rest = rest[rest.index(start, offsetBy: size + 2)...]
        }
        return result
    }
}
