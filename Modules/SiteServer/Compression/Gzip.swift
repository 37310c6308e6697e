import CompressNIO
import Hummingbird

/// gzip, as a browser that sends `Accept-Encoding: gzip` reads it: zlib's deflate with the
/// gzip wrapper (compress-nio's `ZlibCompressor`), at the level that costs a page about a
/// millisecond.
final class Gzip {
    private let compressor: ZlibCompressor?

    /// A compressor keeping `windowBits` of history (15, zlib's most, for a whole body; less
    /// for a stream kept open per page, where recent fragments are what repeats).
    init(windowBits: Int32 = 15, memoryLevel: Int32 = 8) {
        compressor = try? ZlibCompressor(
            algorithm: .gzip,
            configuration: ZlibConfiguration(windowSize: windowBits, compressionLevel: 6, memoryLevel: memoryLevel))
    }

    /// `bytes` compressed; nil when zlib refused (it never does for memory it was given).
    static func compress(_ bytes: [UInt8]) -> [UInt8]? {
        Gzip().deflate(ByteBuffer(bytes: bytes), finishing: true).map { Array($0.readableBytesView) }
    }

    /// The compressed bytes for `buffer`: all of them, flushed so the reader can decode them
    /// now (an event of a live stream), or the end of the body when `finishing`.
    func deflate(_ buffer: ByteBuffer, finishing: Bool = false) -> ByteBuffer? {
        guard let compressor else { return nil }
        var input = buffer
        var output = ByteBufferAllocator().buffer(capacity: compressor.maxSize(from: input))
        do {
            try compressor.deflate(from: &input, to: &output, flush: finishing ? .finish : .sync)
        } catch {
            return nil
        }
        return input.readableBytes == 0 ? output : nil
    }
}

/// Writes a streamed body (the live event stream) gzipped, each piece flushed as it comes,
/// so an event reaches the page at once and costs a fraction of its bytes.
struct GzipStreamWriter: ResponseBodyWriter {
    var base: any ResponseBodyWriter
    /// 8 KB of history: a fragment mostly repeats the one before it.
    let gzip = Gzip(windowBits: 13, memoryLevel: 6)

    mutating func write(_ buffer: ByteBuffer) async throws {
        guard let compressed = gzip.deflate(buffer) else { throw GzipFailure() }
        try await base.write(compressed)
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {
        if let end = gzip.deflate(ByteBuffer(), finishing: true) { try await base.write(end) }
        try await base.finish(trailingHeaders)
    }
}

/// zlib refused to compress (it does only when out of memory).
struct GzipFailure: Error {}
