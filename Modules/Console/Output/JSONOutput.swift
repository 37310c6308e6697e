import Foundation

/// Stable machine output for `--json`: sorted keys, ISO 8601 dates, pretty printed.
public enum JSONOutput {
    public static func encode<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let text = String(decoding: try encoder.encode(value), as: UTF8.self)
        // Foundation on Linux prints an empty collection as "[\n\n]"; scripts expect "[]".
        switch text.filter({ !$0.isWhitespace }) {
        case "[]": return "[]"
        case "{}": return "{}"
        default: return text
        }
    }
}
