import CZlib
import Hummingbird

/// gzip, as a browser that sends `Accept-Encoding: gzip` reads it: zlib's deflate with the
/// gzip wrapper, at the level that costs a page about a millisecond.
final class Gzip {
    private var stream = z_stream()
    private let ready: Bool

    /// A compressor keeping `windowBits` of history (15, zlib's most, for a whole body; less
    /// for a stream kept open per page, where recent fragments are what repeats).
    init(windowBits: Int32 = 15, memoryLevel: Int32 = 8) {
        // +16 for the gzip header and trailer.
        ready =
            deflateInit2_(
                &stream, 6, Z_DEFLATED, windowBits + 16, memoryLevel, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
                Int32(MemoryLayout<z_stream>.size)) == Z_OK
    }

    deinit { if ready { deflateEnd(&stream) } }

    /// `bytes` compressed; nil when zlib refused (it never does for memory it was given).
    static func compress(_ bytes: [UInt8]) -> [UInt8]? {
        Gzip().deflate(bytes, finishing: true)
    }

    /// The compressed bytes for `bytes`: all of them, flushed so the reader can decode them
    /// now (an event of a live stream), or the end of the body when `finishing`.
    func deflate(_ bytes: [UInt8], finishing: Bool = false) -> [UInt8]? {
        guard ready else { return nil }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: max(Int(deflateBound(&stream, uLong(bytes.count))), 64))
        var status: Int32 = Z_OK
        bytes.withUnsafeBufferPointer { input in
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.avail_in = uInt(input.count)
            repeat {
                chunk.withUnsafeMutableBufferPointer { out in
                    stream.next_out = out.baseAddress
                    stream.avail_out = uInt(out.count)
                    status = CZlib.deflate(&stream, finishing ? Z_FINISH : Z_SYNC_FLUSH)
                    output += out.prefix(out.count - Int(stream.avail_out))
                }
            } while stream.avail_out == 0 && status == Z_OK
        }
        let done = finishing ? status == Z_STREAM_END : status == Z_OK || status == Z_BUF_ERROR
        return done ? output : nil
    }
}

/// Writes a streamed body (the live event stream) gzipped, each piece flushed as it comes,
/// so an event reaches the page at once and costs a fraction of its bytes.
struct GzipStreamWriter: ResponseBodyWriter {
    var base: any ResponseBodyWriter
    /// 8 KB of history: a fragment mostly repeats the one before it.
    let gzip = Gzip(windowBits: 13, memoryLevel: 6)

    mutating func write(_ buffer: ByteBuffer) async throws {
        guard let compressed = gzip.deflate(Array(buffer.readableBytesView)) else { throw GzipFailure() }
        try await base.write(ByteBuffer(bytes: compressed))
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {
        if let end = gzip.deflate([], finishing: true) { try await base.write(ByteBuffer(bytes: end)) }
        try await base.finish(trailingHeaders)
    }
}

/// zlib refused to compress (it does only when out of memory).
struct GzipFailure: Error {}
