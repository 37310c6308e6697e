import CZlib
import Foundation
import Synchronization

/// Mosaic's icon as the PNGs a phone's home screen and Chromium's installability check ask
/// for (192 and 512 px, and a maskable one whose tiles stay inside the safe circle), drawn
/// from the same shapes as `/assets/icon.svg` when first asked for.
enum AppIcon {
    /// The sizes the manifest names.
    static let sizes = [192, 512]

    /// A tile of the icon, in the 64-unit square the SVG draws on.
    private struct Tile {
        let x: Double, y: Double, side: Double, radius: Double
        let color: (UInt8, UInt8, UInt8)
    }

    private static let background = Tile(x: 0, y: 0, side: 64, radius: 14, color: (0xC2, 0x41, 0x0C))
    private static let tiles = [
        Tile(x: 12, y: 12, side: 18, radius: 3, color: (0xFF, 0xFF, 0xFF)),
        Tile(x: 34, y: 12, side: 18, radius: 3, color: (0xFE, 0xD7, 0xAA)),
        Tile(x: 12, y: 34, side: 18, radius: 3, color: (0xFE, 0xD7, 0xAA)),
        Tile(x: 34, y: 34, side: 18, radius: 3, color: (0xFF, 0xFF, 0xFF)),
    ]

    /// Each PNG once drawn (a few milliseconds each, on its first request).
    private static let drawn = Mutex<[String: Data]>([:])

    /// The PNG named `name` (`192`, `512`, `512-maskable`), or nil for any other name.
    static func png(named name: String) -> Data? {
        if let kept = drawn.withLock({ $0[name] }) { return kept }
        let parts = name.split(separator: "-")
        guard let side = parts.first.flatMap({ Int($0) }), sizes.contains(side),
            parts.count == 1 || (parts.count == 2 && parts[1] == "maskable")
        else { return nil }
        let png = png(side: side, maskable: parts.count == 2)
        drawn.withLock { $0[name] = png }
        return png
    }

    /// The manifest's icons.
    static var manifestEntries: String {
        sizes.flatMap { side in
            [
                #"{"src": "/assets/icon-\#(side).png", "sizes": "\#(side)x\#(side)", "type": "image/png", "purpose": "any"}"#,
                #"{"src": "/assets/icon-\#(side)-maskable.png", "sizes": "\#(side)x\#(side)", "type": "image/png", "purpose": "maskable"}"#,
            ]
        }.joined(separator: ", ")
    }

    /// The icon `side` pixels square: rounded on a transparent corner, or (maskable) a full
    /// square of the background with the tiles drawn smaller, inside the circle a phone's
    /// mask keeps. Each pixel is 3×3 samples, so the edges are smooth.
    static func png(side: Int, maskable: Bool) -> Data {
        let scale = 64 / Double(side)
        let shrink = maskable ? 0.8 : 1
        var pixels = [UInt8](repeating: 0, count: side * side * 4)
        for row in 0..<side {
            for column in 0..<side {
                var red = 0.0
                var green = 0.0
                var blue = 0.0
                var alpha = 0.0
                for sampleY in 0..<3 {
                    for sampleX in 0..<3 {
                        let x = (Double(column) + (Double(sampleX) + 0.5) / 3) * scale
                        let y = (Double(row) + (Double(sampleY) + 0.5) / 3) * scale
                        guard maskable || contains(background, x, y) else { continue }
                        // The tiles shrink about the centre for the maskable icon.
                        let tileX = 32 + (x - 32) / shrink
                        let tileY = 32 + (y - 32) / shrink
                        let color = tiles.first { contains($0, tileX, tileY) }?.color ?? background.color
                        red += Double(color.0)
                        green += Double(color.1)
                        blue += Double(color.2)
                        alpha += 255
                    }
                }
                let covered = alpha / 255
                let offset = (row * side + column) * 4
                if covered > 0 {
                    pixels[offset] = UInt8(red / covered)
                    pixels[offset + 1] = UInt8(green / covered)
                    pixels[offset + 2] = UInt8(blue / covered)
                }
                pixels[offset + 3] = UInt8(alpha / 9)
            }
        }
        return encode(pixels, side: side)
    }

    private static func contains(_ tile: Tile, _ x: Double, _ y: Double) -> Bool {
        guard x >= tile.x, y >= tile.y, x < tile.x + tile.side, y < tile.y + tile.side else { return false }
        // Inside unless in a corner square and outside that corner's circle.
        let cornerX = min(max(x, tile.x + tile.radius), tile.x + tile.side - tile.radius)
        let cornerY = min(max(y, tile.y + tile.radius), tile.y + tile.side - tile.radius)
        let dx = x - cornerX
        let dy = y - cornerY
        return dx * dx + dy * dy <= tile.radius * tile.radius
    }

    /// RGBA rows as a PNG: each row unfiltered, the whole zlib-compressed into one IDAT.
    private static func encode(_ pixels: [UInt8], side: Int) -> Data {
        var rows: [UInt8] = []
        rows.reserveCapacity(pixels.count + side)
        for row in 0..<side {
            rows.append(0)
            rows += pixels[(row * side * 4)..<((row + 1) * side * 4)]
        }
        var compressedLength = compressBound(uLong(rows.count))
        var compressed = [UInt8](repeating: 0, count: Int(compressedLength))
        _ = compress2(&compressed, &compressedLength, rows, uLong(rows.count), 9)
        var header = Data()
        for value in [UInt32(side), UInt32(side)] { header += bigEndian(value) }
        header += Data([8, 6, 0, 0, 0])  // 8 bits a channel, RGBA, deflate, no filter, no interlace
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png += chunk("IHDR", header)
        png += chunk("IDAT", Data(compressed.prefix(Int(compressedLength))))
        png += chunk("IEND", Data())
        return png
    }

    private static func chunk(_ type: String, _ body: Data) -> Data {
        let typed = Data(type.utf8) + body
        let crc = typed.withUnsafeBytes { bytes in
            crc32(0, bytes.bindMemory(to: UInt8.self).baseAddress, uInt(typed.count))
        }
        return bigEndian(UInt32(body.count)) + typed + bigEndian(UInt32(crc))
    }

    private static func bigEndian(_ value: UInt32) -> Data {
        withUnsafeBytes(of: value.bigEndian) { Data($0) }
    }
}
