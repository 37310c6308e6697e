import Foundation
import GRDB

/// How text is prepared for search, on both sides: Unicode-composed (so Hangul typed as
/// separate jamo matches stored syllables) and lower-cased for every script, which
/// SQLite's own `lower()` and `LIKE` do only for ASCII.
enum TextFolding {
    static func fold(_ text: String) -> String {
        text.precomposedStringWithCanonicalMapping.lowercased()
    }

    /// `mosaic_fold(text)`: registered on every connection, used by the full-text triggers.
    static let function = DatabaseFunction("mosaic_fold", argumentCount: 1, pure: true) { values in
        guard let text = String.fromDatabaseValue(values[0]) else { return "" }
        return fold(text)
    }
}
