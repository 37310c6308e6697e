import Foundation

/// What a photo's bytes declare, read from its structure rather than its first bytes: the
/// pixel size, found only when the file's declared structure is complete (PNG chunks up
/// to IEND, JPEG segments up to EOI, the GIF trailer, the RIFF size of WebP, the boxes of
/// HEIC). A bare signature, a truncated file or a zero-sized image has no header.
///
/// Every size and offset a file declares is untrusted: all arithmetic on them is checked
/// (`ByteSpan`), so a crafted size (2^63−1, 2^64−1) is a broken file, never a trap.
public struct ImageHeader: Sendable, Equatable {
    public let width: Int
    public let height: Int

    /// The header of `data` as `format`, or nil when its structure is incomplete or broken.
    public init?(_ data: Data, format: ImageFormat) {
        let bytes = ByteSpan([UInt8](data))
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

    /// IHDR first, then chunks that each fit, ending with IEND.
    private static func png(_ bytes: ByteSpan) -> (Int, Int)? {
        guard bytes.tag(at: 12) == "IHDR", bytes.bigEndian(at: 8, count: 4) == 13,
            let width = bytes.bigEndian(at: 16, count: 4), let height = bytes.bigEndian(at: 20, count: 4)
        else { return nil }
        var offset = 8
        while let length = bytes.bigEndian(at: offset, count: 4), let type = bytes.tag(at: offset + 4) {
            guard let next = ByteSpan.sum(offset, 12, length), next <= bytes.count else { return nil }
            if type == "IEND" { return (width, height) }
            offset = next
        }
        return nil
    }

    /// Segments with lengths that fit, a frame header (SOFn), a scan, and EOI at the end.
    private static func jpeg(_ bytes: ByteSpan) -> (Int, Int)? {
        var offset = 2
        var size: (Int, Int)?
        while let marker = bytes.byte(at: offset + 1), bytes.byte(at: offset) == 0xFF {
            if marker == 0xFF {
                offset += 1
                continue
            }
            guard let length = bytes.bigEndian(at: offset + 2, count: 2), length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard let height = bytes.bigEndian(at: offset + 5, count: 2),
                    let width = bytes.bigEndian(at: offset + 7, count: 2)
                else { return nil }
                size = (width, height)
            }
            if marker == 0xDA {
                // Entropy-coded data follows; a complete file ends with EOI (padding aside).
                var end = bytes.count
                while end > offset, bytes.byte(at: end - 1) == 0 { end -= 1 }
                guard end >= offset + 4, bytes.byte(at: end - 2) == 0xFF, bytes.byte(at: end - 1) == 0xD9 else {
                    return nil
                }
                return size
            }
            offset += 2 + length
        }
        return nil
    }

    /// The logical screen size and the trailer byte.
    private static func gif(_ bytes: ByteSpan) -> (Int, Int)? {
        guard bytes.count > 13, bytes.byte(at: bytes.count - 1) == 0x3B,
            let width = bytes.littleEndian(at: 6, count: 2), let height = bytes.littleEndian(at: 8, count: 2)
        else { return nil }
        return (width, height)
    }

    /// The RIFF size covers the file, and the first chunk gives the canvas.
    private static func webp(_ bytes: ByteSpan) -> (Int, Int)? {
        guard let riff = bytes.littleEndian(at: 4, count: 4), let riffEnd = ByteSpan.sum(riff, 8),
            riffEnd <= bytes.count, riffEnd >= bytes.count - 1,
            let chunk = bytes.tag(at: 12), let chunkSize = bytes.littleEndian(at: 16, count: 4),
            let chunkEnd = ByteSpan.sum(20, chunkSize), chunkEnd <= bytes.count
        else { return nil }
        switch chunk {
        case "VP8X":
            guard let width = bytes.littleEndian(at: 24, count: 3),
                let height = bytes.littleEndian(at: 27, count: 3)
            else { return nil }
            return (width + 1, height + 1)
        case "VP8L":
            guard bytes.count > 25, bytes.byte(at: 20) == 0x2F, let bits = bytes.littleEndian(at: 21, count: 4) else {
                return nil
            }
            return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8 ":
            guard let width = bytes.littleEndian(at: 26, count: 2),
                let height = bytes.littleEndian(at: 28, count: 2)
            else { return nil }
            return (width & 0x3FFF, height & 0x3FFF)
        default:
            return nil
        }
    }

    /// Top-level boxes that fit the file exactly, and an `ispe` (image spatial extent).
    private static func heic(_ bytes: ByteSpan) -> (Int, Int)? {
        var offset = 0
        var sawMeta = false
        while offset < bytes.count {
            guard var size = bytes.bigEndian(at: offset, count: 4), let type = bytes.tag(at: offset + 4) else {
                return nil
            }
            if size == 1 {
                // A 64-bit "largesize": anything past Int.max cannot fit a file in memory.
                guard let large = bytes.bigEndian(at: offset + 8, count: 8) else { return nil }
                size = large
            }
            if size == 0 { size = bytes.count - offset }
            guard size >= 8, let end = ByteSpan.sum(offset, size), end <= bytes.count else { return nil }
            if type == "meta" { sawMeta = true }
            offset = end
        }
        guard sawMeta, let ispe = bytes.firstOffset(of: Array("ispe".utf8)),
            let width = bytes.bigEndian(at: ispe + 8, count: 4),
            let height = bytes.bigEndian(at: ispe + 12, count: 4)
        else { return nil }
        return (width, height)
    }
}
