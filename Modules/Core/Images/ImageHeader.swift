import Foundation

/// What a photo's bytes declare, read from its structure rather than its first bytes: the
/// pixel size, found only when the file's declared structure is complete (PNG chunks up
/// to IEND, JPEG segments up to EOI, the GIF trailer, the RIFF size of WebP, the boxes of
/// HEIC). A bare signature, a truncated file or a zero-sized image has no header.
public struct ImageHeader: Sendable, Equatable {
    public let width: Int
    public let height: Int

    /// The header of `data` as `format`, or nil when its structure is incomplete or broken.
    public init?(_ data: Data, format: ImageFormat) {
        let bytes = [UInt8](data)
        let size: (Int, Int)?
        switch format {
        case .png: size = Self.png(bytes)
        case .jpeg: size = Self.jpeg(bytes)
        case .gif: size = Self.gif(bytes)
        case .webp: size = Self.webp(bytes)
        case .heic: size = Self.heic(bytes)
        }
        guard let (width, height) = size, width > 0, height > 0 else { return nil }
        (self.width, self.height) = (width, height)
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int? {
        guard offset >= 0, offset + count <= bytes.count else { return nil }
        return bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int? {
        guard offset >= 0, offset + count <= bytes.count else { return nil }
        return bytes[offset..<offset + count].reversed().reduce(0) { $0 << 8 | Int($1) }
    }

    private static func tag(_ bytes: [UInt8], _ offset: Int) -> String? {
        guard offset + 4 <= bytes.count else { return nil }
        return String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }

    /// IHDR first, then chunks that each fit, ending with IEND.
    private static func png(_ bytes: [UInt8]) -> (Int, Int)? {
        guard tag(bytes, 12) == "IHDR", bigEndian(bytes, 8, 4) == 13,
              let width = bigEndian(bytes, 16, 4), let height = bigEndian(bytes, 20, 4) else { return nil }
        var offset = 8
        while let length = bigEndian(bytes, offset, 4), let type = tag(bytes, offset + 4) {
            let next = offset + 12 + length
            guard next <= bytes.count else { return nil }
            if type == "IEND" { return (width, height) }
            offset = next
        }
        return nil
    }

    /// Segments with lengths that fit, a frame header (SOFn), a scan, and EOI at the end.
    private static func jpeg(_ bytes: [UInt8]) -> (Int, Int)? {
        var offset = 2
        var size: (Int, Int)?
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }
            guard let length = bigEndian(bytes, offset + 2, 2), length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard let height = bigEndian(bytes, offset + 5, 2), let width = bigEndian(bytes, offset + 7, 2) else { return nil }
                size = (width, height)
            }
            if marker == 0xDA {
                // Entropy-coded data follows; a complete file ends with EOI (padding aside).
                var end = bytes.count
                while end > offset, bytes[end - 1] == 0 { end -= 1 }
                guard end >= offset + 4, bytes[end - 2] == 0xFF, bytes[end - 1] == 0xD9 else { return nil }
                return size
            }
            offset += 2 + length
        }
        return nil
    }

    /// The logical screen size and the trailer byte.
    private static func gif(_ bytes: [UInt8]) -> (Int, Int)? {
        guard bytes.count > 13, bytes.last == 0x3B,
              let width = littleEndian(bytes, 6, 2), let height = littleEndian(bytes, 8, 2) else { return nil }
        return (width, height)
    }

    /// The RIFF size covers the file, and the first chunk gives the canvas.
    private static func webp(_ bytes: [UInt8]) -> (Int, Int)? {
        guard let riff = littleEndian(bytes, 4, 4), riff + 8 <= bytes.count, riff + 8 >= bytes.count - 1,
              let chunk = tag(bytes, 12), let chunkSize = littleEndian(bytes, 16, 4), 20 + chunkSize <= bytes.count
        else { return nil }
        switch chunk {
        case "VP8X":
            guard let width = littleEndian(bytes, 24, 3), let height = littleEndian(bytes, 27, 3) else { return nil }
            return (width + 1, height + 1)
        case "VP8L":
            guard bytes.count > 25, bytes[20] == 0x2F, let bits = littleEndian(bytes, 21, 4) else { return nil }
            return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8 ":
            guard let width = littleEndian(bytes, 26, 2), let height = littleEndian(bytes, 28, 2) else { return nil }
            return (width & 0x3FFF, height & 0x3FFF)
        default:
            return nil
        }
    }

    /// Top-level boxes that fit the file exactly, and an `ispe` (image spatial extent).
    private static func heic(_ bytes: [UInt8]) -> (Int, Int)? {
        var offset = 0
        var sawMeta = false
        while offset < bytes.count {
            guard var size = bigEndian(bytes, offset, 4), let type = tag(bytes, offset + 4) else { return nil }
            if size == 1 { size = bigEndian(bytes, offset + 8, 8) ?? 0 }
            if size == 0 { size = bytes.count - offset }
            guard size >= 8, offset + size <= bytes.count else { return nil }
            if type == "meta" { sawMeta = true }
            offset += size
        }
        guard sawMeta, let ispe = bytes.firstRange(of: Array("ispe".utf8))?.lowerBound,
              let width = bigEndian(bytes, ispe + 8, 4), let height = bigEndian(bytes, ispe + 12, 4) else { return nil }
        return (width, height)
    }
}
