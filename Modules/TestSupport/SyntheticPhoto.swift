import Foundation
import Synchronization

/// A photo-sized PNG drawn for tests: a sky gradient, a sun, rolling hills and sensor
/// noise and grass with detail a few pixels across, stored uncompressed so its size is what a phone's photo weighs (1,870×1,780 is
/// 10 MB) without an encoder. Pure noise would be no photo; a flat colour would shrink to
/// nothing: this sits where real photos do for a thumbnailer.
public enum SyntheticPhoto {
    /// The PNGs drawn so far: a 10 MB one costs a second of a debug build's CPU, and several
    /// suites (and a test's arguments) ask for the same one.
    private static let drawn = Mutex<[String: Data]>([:])

    /// The PNG of `width`×`height` RGB pixels (the same bytes for the same size and `seed`).
    public static func png(width: Int = 1_870, height: Int = 1_780, seed: UInt32 = 1) -> Data {
        let key = "\(width)x\(height)/\(seed)"
        if let known = drawn.withLock({ $0[key] }) { return known }
        let png = draw(width: width, height: height, seed: seed)
        drawn.withLock { $0[key] = png }
        return png
    }

    private static func draw(width: Int, height: Int, seed: UInt32) -> Data {
        var random = seed
        var rows = [UInt8]()
        rows.reserveCapacity(height * (width * 3 + 1))
        // What depends on the column alone, worked out once (a debug build's sin is slow).
        let columns = (0..<width).map { Double($0) / Double(width) }
        let hills = columns.map { u in 0.62 + 0.08 * sin(u * 9) + 0.04 * sin(u * 23 + 1) }
        for y in 0..<height {
            rows.append(0)  // no filter
            let v = Double(y) / Double(height)
            for x in 0..<width {
                let u = columns[x]
                let hill = hills[x]
                let sun = hypot(u - 0.72, v - 0.22) < 0.07
                var pixel: (Double, Double, Double)
                if sun {
                    pixel = (250, 236, 190)
                } else if v > hill {
                    // Grass: detail a few pixels across, which a thumbnail keeps (per-pixel noise averages away).
                    let cell =
                        UInt32(truncatingIfNeeded: (x / 5) &* 73_856_093 ^ (y / 5) &* 19_349_663) &* 2_654_435_761
                    let shade = 0.55 + 0.25 * sin(u * 40 + v * 30) + Double(cell >> 26) / 128
                    pixel = (60 * shade, 120 * shade, 50 * shade)
                } else {
                    pixel = (90 + 100 * v, 150 + 80 * v, 235 - 20 * v)
                }
                random = random &* 1_664_525 &+ 1_013_904_223
                let noise = Double(Int(random >> 28) - 8)
                rows.append(UInt8(clamping: Int(pixel.0 + noise)))
                rows.append(UInt8(clamping: Int(pixel.1 + noise)))
                rows.append(UInt8(clamping: Int(pixel.2 + noise)))
            }
        }
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, 2, 0, 0, 0])  // 8-bit RGB, deflate, no filter, no interlace
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.appendChunk("IHDR", header)
        png.appendChunk("IDAT", storedZlib(rows))
        png.appendChunk("IEND", Data())
        return png
    }

    /// `bytes` as a zlib stream of stored (uncompressed) blocks.
    private static func storedZlib(_ bytes: [UInt8]) -> Data {
        var out = Data([0x78, 0x01])
        var offset = 0
        repeat {
            let count = min(65_535, bytes.count - offset)
            let last: UInt8 = offset + count == bytes.count ? 1 : 0
            out.append(last)
            out.append(contentsOf: [
                UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF),
            ])
            out.append(contentsOf: bytes[offset..<offset + count])
            offset += count
        } while offset < bytes.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        out.appendBigEndian(b << 16 | a)
        return out
    }
}

extension Data {
    /// `value` as four big-endian bytes.
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [
            UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF),
        ])
    }

    /// A PNG chunk: its length, `type`, `body` and CRC.
    mutating func appendChunk(_ type: String, _ body: Data) {
        appendBigEndian(UInt32(body.count))
        let typed = Data(type.utf8) + body
        append(typed)
        appendBigEndian(Self.crc32(typed))
    }

    /// The CRC-32 PNG chunks carry, a byte at a time through a table.
    static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        data.withUnsafeBytes { bytes in
            for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        }
        return ~crc
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var crc = UInt32(index)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        return crc
    }
}
