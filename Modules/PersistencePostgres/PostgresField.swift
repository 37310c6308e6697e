import Foundation
import Persistence
import PostgresNIO

/// A record field as a PostgreSQL expression over the `jsonb` body, and a query's values
/// as the `jsonb` `JSONEncoder` would have written, so comparisons match what SQLite's
/// `json_extract` does with the same records.
enum PostgresField {
    /// `body #> '{a,b}'`: the field as `jsonb` (numbers compare as numbers, strings in the
    /// database's collation, `C` for the stores Mosaic creates).
    static func json(_ path: String) -> String {
        "body #> '{" + path.split(separator: ".").joined(separator: ",") + "}'"
    }

    /// `body #>> '{a,b}'` in byte order: the field as text.
    static func text(_ path: String) -> String {
        "(body #>> '{" + path.split(separator: ".").joined(separator: ",") + "}') COLLATE \"C\""
    }

    /// The value as JSON text, as the record's encoder stores it.
    static func jsonText(_ value: FieldValue) -> String {
        switch value {
        case .string(let text):
            String(decoding: (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8), as: UTF8.self)
        case .int(let number): String(number)
        case .double(let number): "\(number)"
        case .bool(let flag): flag ? "true" : "false"
        case .date(let date): "\(date.timeIntervalSinceReferenceDate)"
        case .null: "null"
        }
    }

    static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    static func isValidField(_ field: String) -> Bool {
        let parts = field.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { part in
            guard let first = part.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic || first == "_"
            else { return false }
            return part.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
            }
        }
    }
}
