import Foundation
import StubAPI
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("StubServer: the socket")
struct StubServerTests {
    @Test("the stand-ins answer while every thread of the cooperative pool is held (a loaded test run)")
    func answersWhilePoolIsHeld() async throws {
        let stub = try await StubServer.start()
        defer { Task { await stub.stop() } }
        let port = stub.port
        let answer = try await ProcessRunner.offPool {
            let threads = ProcessInfo.processInfo.activeProcessorCount
            let release = DispatchSemaphore(value: 0)
            let started = DispatchSemaphore(value: 0)
            for _ in 0..<threads {
                Task.detached {
                    started.signal()
                    release.wait()
                }
            }
            // Other tests may hold threads too; a pool fully held is what is waited for.
            for _ in 0..<threads { _ = started.wait(timeout: .now() + 30) }
            defer { for _ in 0..<threads { release.signal() } }
            return try Self.get(port: port, path: "/itunes/search?term=diary")
        }
        #expect(answer.hasPrefix("HTTP/1.1 200 "))
        #expect(answer.contains("\"resultCount\""))
    }

    @Test("a request head that is not HTTP is answered 400 and the connection closed")
    func malformedHead() async throws {
        let stub = try await StubServer.start()
        defer { Task { await stub.stop() } }
        let port = stub.port
        let answer = try await ProcessRunner.offPool { try Self.exchange(port: port, "NONSENSE\r\n\r\n") }
        #expect(answer.hasPrefix("HTTP/1.1 400 "))
        #expect(stub.hits.isEmpty)
    }

    /// A blocking GET on a thread of the caller's, needing nothing from Swift concurrency.
    static func get(port: UInt16, path: String) throws -> String {
        try exchange(port: port, "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    }

    /// Sends `request` and reads until the server closes, with a 10 s limit on each read.
    static func exchange(port: UInt16, _ request: String) throws -> String {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var limit = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard connected else { throw POSIXError(.ECONNREFUSED) }
        let bytes = Array(request.utf8)
        guard send(socket, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count else { throw POSIXError(.EPIPE) }
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(socket, &chunk, chunk.count, 0)
            guard count > 0 else { break }
            received += chunk[..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }
}
