import Foundation
import StubAPIHandlers
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A plain HTTP/1.1 server on 127.0.0.1 that answers a `StubService` from threads of its
/// own: one accepting, one per connection, all blocking in the kernel.
///
/// Why not a Swift-concurrency server (FlyingFox before it): the stand-ins run inside
/// the test process, whose cooperative pool has two threads on this machine. Tests that
/// hold those threads (process waits, serial-executor windows) kept a pool-based server
/// from answering for over 15 s, and unrelated client tests timed out. Threads of its own
/// answer whatever the pool is doing.
final class LoopbackHTTPServer: Sendable {
    let port: UInt16
    private let listener: Int32
    private let service: StubService
    /// Open connections, shut down by `stop()` so their threads end (a `.slow` wait too).
    private let connections = Mutex<Set<Int32>>([])
    private let stopped = Atomic<Bool>(false)

    /// Largest request head (request line and headers) read before answering 431.
    private static let headLimit = 64 * 1024
    /// A connection that sends nothing for this long is closed.
    private static let idleSeconds = 30

    init(port: UInt16, service: (UInt16) -> StubService) throws(StubServerError) {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard socket >= 0 else { throw .socket("socket", errno) }
        var yes: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                Glibc.bind(socket, address, length) == 0 && listen(socket, 128) == 0
                    && getsockname(socket, address, &length) == 0
            }
        }
        guard bound else {
            let code = errno
            close(socket)
            throw .socket("bind 127.0.0.1:\(port)", code)
        }
        listener = socket
        self.port = UInt16(bigEndian: address.sin_port)
        self.service = service(self.port)
        let accepting = Thread { [self] in acceptConnections() }
        accepting.name = "stub-accept"
        accepting.start()
    }

    /// Stops accepting and ends every open connection; an answer being held is dropped.
    func stop() {
        guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        for connection in connections.withLock({ $0 }) {
            shutdown(connection, Int32(SHUT_RDWR))
        }
    }

    private func acceptConnections() {
        defer { close(listener) }
        while !stopped.load(ordering: .acquiring) {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR || errno == ECONNABORTED { continue }
                return
            }
            // Not inherited by the processes the tests start.
            _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
            var idle = timeval(tv_sec: Self.idleSeconds, tv_usec: 0)
            setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &idle, socklen_t(MemoryLayout<timeval>.size))
            connections.withLock { _ = $0.insert(connection) }
            if stopped.load(ordering: .acquiring) { shutdown(connection, Int32(SHUT_RDWR)) }
            Thread { [self] in
                serve(connection)
                connections.withLock { _ = $0.remove(connection) }
                close(connection)
            }.start()
        }
    }

    /// Answers requests on one connection until the client closes it or asks to.
    private func serve(_ connection: Int32) {
        var buffer: [UInt8] = []
        while let head = readHead(connection, into: &buffer) {
            guard let request = LoopbackRequest(head: head) else {
                send(LoopbackReply(status: 400, body: Data("bad request".utf8)), keepAlive: false, on: connection)
                return
            }
            // The body, if any, is read and dropped: the stand-ins answer from the URL.
            guard skip(request.contentLength, of: &buffer, on: connection) else { return }
            let exchange = service.receive(
                method: request.method, path: request.path, query: request.query, headers: request.headers)
            if let delay = exchange.delay, !hold(connection, for: delay) { return }
            let reply = exchange.reply()
            let answer = LoopbackReply(status: reply.status, headers: reply.headers, body: reply.body)
            guard send(answer, keepAlive: request.keepAlive, on: connection), request.keepAlive else { return }
        }
    }

    /// The bytes up to the blank line that ends a request head; nil when the client
    /// closed, went quiet past the idle limit, or sent a head too large to be one.
    private func readHead(_ connection: Int32, into buffer: inout [UInt8]) -> [UInt8]? {
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        while true {
            if let range = buffer.firstRange(of: end) {
                let head = Array(buffer[..<range.lowerBound])
                buffer.removeSubrange(..<range.upperBound)
                return head
            }
            guard buffer.count <= Self.headLimit, receive(connection, into: &buffer) else { return nil }
        }
    }

    private func skip(_ count: Int, of buffer: inout [UInt8], on connection: Int32) -> Bool {
        while buffer.count < count {
            guard receive(connection, into: &buffer) else { return false }
        }
        buffer.removeFirst(count)
        return true
    }

    private func receive(_ connection: Int32, into buffer: inout [UInt8]) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = recv(connection, &chunk, chunk.count, 0)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            buffer.append(contentsOf: chunk[..<count])
            return true
        }
    }

    /// Waits `delay` before a held answer; false when the client hung up meanwhile (a
    /// cancelled request) or the server stopped.
    private func hold(_ connection: Int32, for delay: Duration) -> Bool {
        let deadline = ContinuousClock.now + delay
        // Watches for the client hanging up; a client that sends more meanwhile is only waited out.
        var watching = true
        while ContinuousClock.now < deadline {
            let left = ContinuousClock.now.duration(to: deadline)
            let milliseconds = min(
                1000, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            var watch = pollfd(fd: connection, events: watching ? Int16(POLLIN) : 0, revents: 0)
            if poll(&watch, 1, Int32(milliseconds)) > 0, watching {
                var byte: UInt8 = 0
                if recv(connection, &byte, 1, Int32(MSG_PEEK) | Int32(MSG_DONTWAIT)) <= 0 { return false }
                watching = false
            }
            if stopped.load(ordering: .acquiring) { return false }
        }
        return true
    }

    @discardableResult
    private func send(_ reply: LoopbackReply, keepAlive: Bool, on connection: Int32) -> Bool {
        let bytes = reply.encoded(keepAlive: keepAlive)
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { raw in
                Glibc.send(connection, raw.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }
}
