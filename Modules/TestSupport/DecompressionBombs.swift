import Foundation

/// Small files that declare enormous images, in every format libvips reads here: each one's
/// structure is complete, so only a check of what it declares (before any decoding) stops a
/// decoder from allocating gigabytes for it (issue #44).
public enum DecompressionBombs {
    /// Every bomb, named by what it is; each file name's extension is what an uploader would claim.
    public static let all: [(name: String, data: Data)] = [
        ("gif-frame-larger-than-screen.gif", gifFrame),
        ("png-65535x65535.png", png(width: 65_535, height: 65_535)),
        ("apng-frame-65535x65535.png", animatedPNG),
        ("jpeg-progressive-65535x65535.jpg", progressiveJPEG),
        ("webp-lossless-16384x16384.webp", losslessWebP),
        ("webp-animation-frame-16384x16384.webp", animatedWebP),
        ("heic-65535x65535.heic", heic),
        ("tiff-pages-named.png", multiPageTIFF),
    ]

    /// Issue #44's 35 bytes: a 1×1 screen whose one frame declares 65,535×65,535.
    public static let gifFrame = Data(
        [
            0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00, 0xFF, 0xFF,
            0xFF,
        ]
            + [0x2C, 0x00, 0x00, 0x00, 0x00, 0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3B])

    /// A PNG declaring `width`×`height` 16-bit RGBA pixels, interlaced (decoded whole, never
    /// row by row), with almost no image data.
    public static func png(width: Int, height: Int) -> Data {
        var png = pngSignature
        png.appendChunk("IHDR", pngHeader(width: width, height: height))
        png.appendChunk("IDAT", Data([0x78, 0x01, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]))
        png.appendChunk("IEND", Data())
        return png
    }

    /// A 1×1 animated PNG whose frame control declares a 65,535×65,535 frame.
    public static let animatedPNG: Data = {
        var png = pngSignature
        png.appendChunk("IHDR", pngHeader(width: 1, height: 1))
        var control = Data()
        control.appendBigEndian(1)  // frames
        control.appendBigEndian(0)  // plays
        png.appendChunk("acTL", control)
        var frame = Data()
        for value: UInt32 in [0, 65_535, 65_535, 0, 0] { frame.appendBigEndian(value) }
        frame.append(contentsOf: [0, 1, 0, 1, 0, 0])  // delay 1/1, no dispose, no blend
        png.appendChunk("fcTL", frame)
        png.appendChunk("IDAT", Data([0x78, 0x01, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]))
        png.appendChunk("IEND", Data())
        return png
    }()

    /// A progressive JPEG declaring 65,535×65,535 (a progressive decoder keeps every
    /// coefficient of the image: 25 GB), in 57 bytes.
    public static let progressiveJPEG: Data = {
        var bytes: [UInt8] = [0xFF, 0xD8]
        bytes += [0xFF, 0xC2, 0x00, 0x11, 0x08, 0xFF, 0xFF, 0xFF, 0xFF, 0x03]
        bytes += [0x01, 0x11, 0x00, 0x02, 0x11, 0x00, 0x03, 0x11, 0x00]
        bytes += [0xFF, 0xC4, 0x00, 0x14, 0x00, 0x01] + [UInt8](repeating: 0, count: 15) + [0x00]
        bytes += [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00]
        bytes += [0x00, 0x00, 0xFF, 0xD9]
        return Data(bytes)
    }()

    /// A lossless WebP declaring 16,384×16,384 (the format's largest), with no image data.
    public static let losslessWebP: Data = {
        let bits: UInt32 = 16_383 | 16_383 << 14
        let chunk: [UInt8] = [0x2F] + littleEndian(bits) + [0, 0, 0]
        return riff([("VP8L", chunk)])
    }()

    /// A 1×1 animated WebP canvas whose one frame declares 16,384×16,384.
    public static let animatedWebP: Data = {
        let canvas: [UInt8] = [0x02, 0, 0, 0] + [0, 0, 0] + [0, 0, 0]  // animation flag; 1×1
        let animation: [UInt8] = [0, 0, 0, 0, 0, 0]  // background, loop count
        var frame: [UInt8] = [0, 0, 0, 0, 0, 0] + [0xFF, 0x3F, 0x00, 0xFF, 0x3F, 0x00] + [0, 0, 0, 0]
        frame += chunk("VP8L", [0x2F, 0, 0, 0, 0, 0, 0, 0])
        return riff([("VP8X", canvas), ("ANIM", animation), ("ANMF", frame)])
    }()

    /// A HEIC whose image extent (`ispe`) declares 65,535×65,535.
    public static let heic: Data = {
        let ftyp: [UInt8] = [0, 0, 0, 24] + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8)
        let ispe: [UInt8] = [0, 0, 0, 20] + Array("ispe".utf8) + [0, 0, 0, 0, 0, 0, 0xFF, 0xFF, 0, 0, 0xFF, 0xFF]
        let meta: [UInt8] = bigEndian(UInt32(12 + ispe.count)) + Array("meta".utf8) + [0, 0, 0, 0] + ispe
        let mdat: [UInt8] = [0, 0, 0, 16] + Array("mdat".utf8) + [UInt8](repeating: 0, count: 8)
        return Data(ftyp + meta + mdat)
    }()

    /// A little-endian TIFF of two 65,535×65,535 pages, named as a PNG would be.
    public static let multiPageTIFF: Data = {
        func page(next: UInt32) -> [UInt8] {
            let entries: [(UInt16, UInt16, UInt32)] = [(256, 4, 65_535), (257, 4, 65_535), (258, 3, 8), (277, 3, 3)]
            var ifd = littleEndian16(UInt16(entries.count))
            for (tag, type, value) in entries {
                ifd += littleEndian16(tag) + littleEndian16(type) + littleEndian(UInt32(1)) + littleEndian(value)
            }
            return ifd + littleEndian(next)
        }
        let first: [UInt8] = page(next: 8 + 54)
        return Data([0x49, 0x49, 0x2A, 0x00] + littleEndian(UInt32(8)) + first + page(next: 0))
    }()

    private static let pngSignature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    private static func pngHeader(width: Int, height: Int) -> Data {
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [16, 6, 0, 0, 1])  // 16-bit RGBA, deflate, adaptive filters, Adam7
        return header
    }

    private static func riff(_ chunks: [(String, [UInt8])]) -> Data {
        let body = chunks.flatMap { chunk($0.0, $0.1) }
        return Data(Array("RIFF".utf8) + littleEndian(UInt32(4 + body.count)) + Array("WEBP".utf8) + body)
    }

    private static func chunk(_ tag: String, _ data: [UInt8]) -> [UInt8] {
        Array(tag.utf8) + littleEndian(UInt32(data.count)) + data + (data.count % 2 == 1 ? [0] : [])
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)]
    }

    private static func littleEndian16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }

    private static func bigEndian(_ value: UInt32) -> [UInt8] { littleEndian(value).reversed() }
}
