import Foundation

/// Stable machine output for `--json`: sorted keys, ISO 8601 dates, pretty printed.
public enum JSONOutput {
    public static func encode<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(ISO8601Timestamp.string(from: date))
        }
        return collapsingEmptyCollections(try encoder.encode(value))
    }

    /// A value `JSONSerialization` read from such output (cut or added to), written the same
    /// way again; nil when it cannot be.
    static func rewritten(_ value: Any) -> String? {
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: value,
                options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed])
        else { return nil }
        return collapsingEmptyCollections(data)
    }

    /// Foundation on Linux prints an empty collection as "[\n\n  ]", at any depth;
    /// scripts expect "[]". A raw newline never occurs inside a JSON string, so the bytes
    /// can be rewritten without parsing.
    static func collapsingEmptyCollections(_ json: Data) -> String {
        let bytes = [UInt8](json)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let close: UInt8? =
                byte == UInt8(ascii: "[") ? UInt8(ascii: "]") : byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : nil
            if let close, index + 2 < bytes.count, bytes[index + 1] == 0x0A, bytes[index + 2] == 0x0A {
                var end = index + 3
                while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
                if end < bytes.count, bytes[end] == close {
                    output += [byte, close]
                    index = end + 1
                    continue
                }
            }
            output.append(byte)
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }
}
