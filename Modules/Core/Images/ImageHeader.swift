import Foundation

/// What a photo's bytes declare, read from its structure rather than its first bytes: the
/// pixel size, found only when the file's declared structure is complete (PNG chunks up
/// to IEND, JPEG segments up to EOI, the GIF trailer, the RIFF size of WebP, the boxes of
/// HEIC). A bare signature, a truncated file or a zero-sized image has no header.
///
/// Every size and offset a file declares is untrusted: all arithmetic on them is checked
/// (`ByteSpan`), so a crafted size (2^63−1, 2^64−1) is a broken file, never a trap.
///
/// A decoder sizes its buffers by what the file declares, and a file may declare more than
/// its first size: a GIF frame larger than its screen, an animated WebP's frames, a second
/// JPEG frame header, a HEIC grid. `largestArea` is the most pixels any of them declares,
/// which `ImageFile.pixelBudget` bounds before anything decodes the file.
public struct ImageHeader: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// The most pixels any canvas, frame or page of the file declares (at least `width`×`height`).
    public let largestArea: Int

    /// The header of `data` as `format`, or nil when its structure is incomplete or broken.
    public init?(_ data: Data, format: ImageFormat) {
        let bytes = ByteSpan([UInt8](data))
        let size: Declared?
        switch format {
        case .png: size = Self.png(bytes)
        case .jpeg: size = Self.jpeg(bytes)
        case .gif: size = Self.gif(bytes)
        case .webp: size = Self.webp(bytes)
        case .heic: size = Self.heic(bytes)
        }
        guard let size, size.width > 0, size.height > 0 else { return nil }
        (width, height) = (size.width, size.height)
        largestArea = max(size.largestArea, ByteSpan.area(width, height))
    }

    /// What a file declares: its size and the largest area of any of its parts.
    private struct Declared {
        var width: Int
        var height: Int
        var largestArea: Int

        init(_ width: Int, _ height: Int) {
            (self.width, self.height) = (width, height)
            largestArea = ByteSpan.area(width, height)
        }

        mutating func include(_ width: Int, _ height: Int) {
            largestArea = max(largestArea, ByteSpan.area(width, height))
        }
    }

    /// IHDR first, then chunks that each fit, up to IEND; an animated PNG's frames (fcTL)
    /// count too. Bytes after IEND are no part of the image and are kept as they are.
    private static func png(_ bytes: ByteSpan) -> Declared? {
        guard bytes.tag(at: 12) == "IHDR", bytes.bigEndian(at: 8, count: 4) == 13,
            let width = bytes.bigEndian(at: 16, count: 4), let height = bytes.bigEndian(at: 20, count: 4)
        else { return nil }
        var declared = Declared(width, height)
        var offset = 8
        while let length = bytes.bigEndian(at: offset, count: 4), let type = bytes.tag(at: offset + 4) {
            guard let next = ByteSpan.sum(offset, 12, length), next <= bytes.count else { return nil }
            if type == "IEND" { return declared }
            if type == "fcTL" {
                guard let frameWidth = bytes.bigEndian(at: offset + 12, count: 4),
                    let frameHeight = bytes.bigEndian(at: offset + 16, count: 4)
                else { return nil }
                declared.include(frameWidth, frameHeight)
            }
            offset = next
        }
        return nil
    }

    /// Segments with lengths that fit, a frame header (SOFn), a scan, and an EOI after it.
    /// What follows EOI (a newline, Google's Motion Photo video) is kept as it is; a file
    /// cut before its EOI is refused.
    private static func jpeg(_ bytes: ByteSpan) -> Declared? {
        var offset = 2
        var size: Declared?
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
                if size == nil { size = Declared(width, height) } else { size?.include(width, height) }
            }
            if marker == 0xDA {
                // Entropy-coded data follows, where 0xFF is stuffed (FF 00) or a restart
                // marker: the first FF D9 after the scan's header is the image's end.
                guard let scan = ByteSpan.sum(offset, 2, length) else { return nil }
                return bytes.firstPair(0xFF, 0xD9, from: scan) == nil ? nil : size
            }
            offset += 2 + length
        }
        return nil
    }

    /// The logical screen, then every block up to the trailer. A frame
    /// may reach past the screen, and decoders grow their canvas to hold it: that canvas counts.
    private static func gif(_ bytes: ByteSpan) -> Declared? {
        guard bytes.count > 13,
            let width = bytes.littleEndian(at: 6, count: 2), let height = bytes.littleEndian(at: 8, count: 2),
            let flags = bytes.byte(at: 10)
        else { return nil }
        var declared = Declared(width, height)
        var canvas = (width, height)
        var offset = 13 + Self.gifColourTable(flags)
        while let block = bytes.byte(at: offset) {
            switch block {
            case 0x3B:
                // The trailer; anything after it is no part of the image.
                return declared
            case 0x21:
                guard let end = Self.gifSubBlocksEnd(bytes, from: offset + 2) else { return nil }
                offset = end
            case 0x2C:
                guard let left = bytes.littleEndian(at: offset + 1, count: 2),
                    let top = bytes.littleEndian(at: offset + 3, count: 2),
                    let frameWidth = bytes.littleEndian(at: offset + 5, count: 2),
                    let frameHeight = bytes.littleEndian(at: offset + 7, count: 2),
                    let frameFlags = bytes.byte(at: offset + 9),
                    let end = Self.gifSubBlocksEnd(bytes, from: offset + 11 + Self.gifColourTable(frameFlags))
                else { return nil }
                canvas = (max(canvas.0, left + frameWidth), max(canvas.1, top + frameHeight))
                declared.include(canvas.0, canvas.1)
                offset = end
            default:
                return nil
            }
        }
        return nil
    }

    /// The size of the colour table a GIF screen or frame with these flags carries.
    private static func gifColourTable(_ flags: UInt8) -> Int {
        flags & 0x80 == 0 ? 0 : 3 << (Int(flags & 0x07) + 1)
    }

    /// Where the data sub-blocks starting at `offset` end (after their zero-length terminator).
    private static func gifSubBlocksEnd(_ bytes: ByteSpan, from offset: Int) -> Int? {
        var offset = offset
        while let length = bytes.byte(at: offset) {
            offset += 1 + Int(length)
            if length == 0 { return offset }
        }
        return nil
    }

    /// The RIFF size covers the file, and the first chunk gives the canvas; every chunk
    /// fits, and each bitstream (VP8, VP8L) and animation frame (ANMF) declares a size too.
    private static func webp(_ bytes: ByteSpan) -> Declared? {
        guard let riff = bytes.littleEndian(at: 4, count: 4), let riffEnd = ByteSpan.sum(riff, 8),
            riffEnd <= bytes.count, riffEnd >= bytes.count - 1,
            let chunk = bytes.tag(at: 12), let first = Self.webpChunkSize(bytes, chunk, at: 20)
        else { return nil }
        var declared = Declared(first.0, first.1)
        var offset = 12
        while offset < riffEnd {
            // A chunk of odd size is padded to even; the last one's padding may be missing.
            guard let tag = bytes.tag(at: offset), let size = bytes.littleEndian(at: offset + 4, count: 4),
                let dataEnd = ByteSpan.sum(offset, 8, size), dataEnd <= bytes.count
            else { return nil }
            let end = dataEnd + (size & 1)
            if offset > 12, let part = Self.webpChunkSize(bytes, tag, at: offset + 8) {
                declared.include(part.0, part.1)
            }
            if tag == "ANMF" {
                guard let frameWidth = bytes.littleEndian(at: offset + 14, count: 3),
                    let frameHeight = bytes.littleEndian(at: offset + 17, count: 3)
                else { return nil }
                declared.include(frameWidth + 1, frameHeight + 1)
            }
            offset = end
        }
        return declared
    }

    /// The size a VP8X, VP8L or VP8 chunk whose data starts at `data` declares.
    private static func webpChunkSize(_ bytes: ByteSpan, _ chunk: String, at data: Int) -> (Int, Int)? {
        switch chunk {
        case "VP8X":
            guard let width = bytes.littleEndian(at: data + 4, count: 3),
                let height = bytes.littleEndian(at: data + 7, count: 3)
            else { return nil }
            return (width + 1, height + 1)
        case "VP8L":
            guard bytes.byte(at: data) == 0x2F, let bits = bytes.littleEndian(at: data + 1, count: 4) else {
                return nil
            }
            return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8 ":
            guard let width = bytes.littleEndian(at: data + 6, count: 2),
                let height = bytes.littleEndian(at: data + 8, count: 2)
            else { return nil }
            return (width & 0x3FFF, height & 0x3FFF)
        default:
            return nil
        }
    }

    /// Top-level boxes that fit the file exactly, and an `ispe` (image spatial extent).
    private static func heic(_ bytes: ByteSpan) -> Declared? {
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
        let extents = bytes.offsets(of: Array("ispe".utf8))
        guard sawMeta, let ispe = extents.first,
            let width = bytes.bigEndian(at: ispe + 8, count: 4),
            let height = bytes.bigEndian(at: ispe + 12, count: 4)
        else { return nil }
        // A grid image or a second item declares its own extent; the decoder allocates for the largest.
        var declared = Declared(width, height)
        for extent in extents.dropFirst() {
            guard let width = bytes.bigEndian(at: extent + 8, count: 4),
                let height = bytes.bigEndian(at: extent + 12, count: 4)
            else { continue }
            declared.include(width, height)
        }
        return declared
    }
}
