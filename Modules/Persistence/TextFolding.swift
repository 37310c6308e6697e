import Foundation

/// How text is prepared for search, on both sides: accents dropped (`mure` finds
/// `Mûre`), Unicode-composed (so Hangul typed as separate jamo matches stored syllables)
/// and lower-cased for every script, which SQLite's own `lower()` and `LIKE` do only for
/// ASCII. Every engine folds with this, so search matches the same on each.
public enum TextFolding {
    /// Part of every collection's signature: a new folding rebuilds the search tables.
    public static let version = 2

    public static func fold(_ text: String) -> String {
        if let plain = foldedPlainText(text) { return plain }
        // Decompose, drop the combining marks (accents; Hangul jamo are letters and stay),
        // and compose again so Hangul is whole syllables.
        var scalars = String.UnicodeScalarView()
        scalars.append(
            contentsOf: text.decomposedStringWithCanonicalMapping.unicodeScalars.filter {
                $0.properties.generalCategory != .nonspacingMark
            })
        return String(scalars).precomposedStringWithCanonicalMapping.lowercased()
    }

    /// The folding of text made only of ASCII and whole Hangul syllables, which is what
    /// most journals hold: neither decomposes nor has case beyond ASCII, so the full
    /// Unicode pass (called for every saved record by the search trigger) would return
    /// the text with ASCII lower-cased. Nil for any other text.
    public static func foldedPlainText(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            var index = 0
            var changes = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x80 {
                    if byte >= 0x41 && byte <= 0x5A { changes = true }
                    index += 1
                    continue
                }
                // A Hangul syllable (U+AC00–U+D7A3) is three bytes led by 0xEA–0xED.
                guard byte >= 0xEA, byte <= 0xED, index + 2 < bytes.count else { return nil }
                let scalar =
                    (UInt32(byte & 0x0F) << 12) | (UInt32(bytes[index + 1] & 0x3F) << 6)
                    | UInt32(bytes[index + 2] & 0x3F)
                guard scalar >= 0xAC00, scalar <= 0xD7A3 else { return nil }
                index += 3
            }
            guard changes else { return String(decoding: bytes, as: UTF8.self) }
            return String(unsafeUninitializedCapacity: bytes.count) { output in
                for (offset, byte) in bytes.enumerated() {
                    output[offset] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                }
                return bytes.count
            }
        }
    }
}
