import Foundation

/// Stable machine output for `--json`: sorted keys, ISO 8601 dates, pretty printed.
public enum JSONOutput {
    public static func encode<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let text = String(decoding: try encoder.encode(value), as: UTF8.self)
        // Foundation on Linux prints an empty collection as "[\n\n  ]", at any depth;
        // scripts expect "[]". A raw newline never occurs inside a JSON string.
        return text.replacing(/\[\n\n *\]/, with: "[]").replacing(/\{\n\n *\}/, with: "{}")
    }
}
