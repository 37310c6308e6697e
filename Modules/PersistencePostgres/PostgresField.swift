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
}
