import Foundation
import GRDB

/// How text is prepared for search, on both sides: accents dropped (`mure` finds
/// `Mûre`), Unicode-composed (so Hangul typed as separate jamo matches stored syllables)
/// and lower-cased for every script, which SQLite's own `lower()` and `LIKE` do only for
/// ASCII.
enum TextFolding {
    /// Part of every collection's signature: a new folding rebuilds the search tables.
    static let version = 2

    static func fold(_ text: String) -> String {
        // Decompose, drop the combining marks (accents; Hangul jamo are letters and stay),
        // and compose again so Hangul is whole syllables.
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.decomposedStringWithCanonicalMapping.unicodeScalars.filter {
            $0.properties.generalCategory != .nonspacingMark
        })
        return String(scalars).precomposedStringWithCanonicalMapping.lowercased()
    }

    /// `mosaic_fold(text)`: registered on every connection, used by the full-text triggers.
    static let function = DatabaseFunction("mosaic_fold", argumentCount: 1, pure: true) { values in
        guard let text = String.fromDatabaseValue(values[0]) else { return "" }
        return fold(text)
    }
}
