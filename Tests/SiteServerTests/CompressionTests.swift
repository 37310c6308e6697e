import CZlib
import Hummingbird
import Testing
import WebTestSupport

@testable import SiteServer

@Suite("Site server: compressed responses")
struct CompressionTests {
    /// `bytes` gunzipped (nil when they are not gzip).
    static func gunzip(_ bytes: [UInt8]) -> [UInt8]? {
        var stream = z_stream()
        guard inflateInit2_(&stream, 15 + 16, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            return nil
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var input = bytes
        var status = Z_OK
        input.withUnsafeMutableBufferPointer { pointer in
            stream.next_in = pointer.baseAddress
            stream.avail_in = uInt(pointer.count)
            while status == Z_OK {
                chunk.withUnsafeMutableBufferPointer { out in
                    stream.next_out = out.baseAddress
                    stream.avail_out = uInt(out.count)
                    status = inflate(&stream, Z_NO_FLUSH)
                    output += out.prefix(out.count - Int(stream.avail_out))
                }
            }
        }
        return status == Z_STREAM_END ? output : nil
    }

    @Test(
        "a page, the style sheet and the script come gzipped to a browser that asks, whole; plain to one that does not (#46)"
    )
    func gzipWhenAsked() async throws {
        try await WebSiteHarness(plugins: [EchoPlugin.self]).run { client in
            let page = "/echo/" + String(repeating: "hello-", count: 100)
            for path in [page, "/assets/mosaic.css", "/assets/mosaic.js"] {
                let plain = try await client.execute(uri: path, method: .get) { $0 }
                #expect(plain.headers[.contentEncoding] == nil && plain.headers[.vary] == "Accept-Encoding")
                let gzipped = try await client.execute(
                    uri: path, method: .get, headers: [.acceptEncoding: "gzip, deflate, br"]
                ) { $0 }
                #expect(gzipped.status == .ok && gzipped.headers[.contentEncoding] == "gzip", "\(path.prefix(20))")
                let bytes = Array(gzipped.body.readableBytesView)
                #expect(gzipped.headers[.contentLength] == String(bytes.count))
                #expect(
                    bytes.count * 2 < plain.body.readableBytes, "\(path): \(bytes.count) of \(plain.body.readableBytes)"
                )
                #expect(
                    Self.gunzip(bytes) == Array(plain.body.readableBytesView),
                    "\(path.prefix(20)) unpacks to the same bytes")
            }
        }
    }

    @Test("gzip refused with q=0 and a body under 1 KB go as they are")
    func notCompressed() async throws {
        try await WebSiteHarness(plugins: [EchoPlugin.self]).run { client in
            let refused = try await client.execute(
                uri: "/assets/mosaic.css", method: .get, headers: [.acceptEncoding: "gzip;q=0, identity"]
            ) { $0 }
            #expect(refused.headers[.contentEncoding] == nil)
            let small = try await client.execute(uri: "/echo/hi", method: .get, headers: [.acceptEncoding: "gzip"]) {
                $0
            }
            #expect(small.headers[.contentEncoding] == nil && small.body.readableBytes < 1024)
        }
        #expect(ResponseCompression<WebContext>.acceptsGzip("br, gzip;q=0.5"))
        #expect(!ResponseCompression<WebContext>.acceptsGzip("deflate"))
        #expect(ResponseCompression<WebContext>.isEventStream("text/event-stream"))
        #expect(!ResponseCompression<WebContext>.isText("image/webp"))
        #expect(ResponseCompression<WebContext>.isText("text/html; charset=utf-8"))
        #expect(Gzip.compress([]).flatMap(Self.gunzip) == [])
    }

    /// Each piece a stream writer sends, as it sends it.
    final class Pieces: @unchecked Sendable {
        var written: [[UInt8]] = []
        var finished = false
    }

    struct PieceWriter: ResponseBodyWriter {
        let pieces: Pieces
        mutating func write(_ buffer: ByteBuffer) async throws {
            pieces.written.append(Array(buffer.readableBytesView))
        }
        consuming func finish(_ trailingHeaders: HTTPFields?) async throws { pieces.finished = true }
    }

    @Test("the live event stream goes gzipped too, each event readable as soon as it is sent, and much smaller (#46)")
    func eventStream() async throws {
        let pieces = Pieces()
        var writer = GzipStreamWriter(base: PieceWriter(pieces: pieces))
        let event =
            "data: {\"target\":\"journal\",\"html\":\"" + String(repeating: "<li class=card>Le Labo</li>", count: 40)
            + "\"}\n\n"
        var stream = z_stream()
        #expect(inflateInit2_(&stream, 15 + 16, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK)
        defer { inflateEnd(&stream) }
        // What a reader can decode of the stream so far.
        func inflated(_ piece: [UInt8]) -> String {
            var input = piece
            var chunk = [UInt8](repeating: 0, count: 65_536)
            var output: [UInt8] = []
            input.withUnsafeMutableBufferPointer { pointer in
                stream.next_in = pointer.baseAddress
                stream.avail_in = uInt(pointer.count)
                repeat {
                    chunk.withUnsafeMutableBufferPointer { out in
                        stream.next_out = out.baseAddress
                        stream.avail_out = uInt(out.count)
                        _ = inflate(&stream, Z_SYNC_FLUSH)
                        output += out.prefix(out.count - Int(stream.avail_out))
                    }
                } while stream.avail_in > 0
            }
            return String(decoding: output, as: UTF8.self)
        }
        for _ in 0..<2 {
            try await writer.write(ByteBuffer(string: event))
            let piece = try #require(pieces.written.last)
            #expect(inflated(piece) == event)
            #expect(piece.count * 5 < event.utf8.count, "an event of \(event.utf8.count) bytes sent as \(piece.count)")
        }
        try await writer.finish(nil)
        #expect(pieces.finished)
    }
}
