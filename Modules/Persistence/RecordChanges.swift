import Foundation

/// What changed between two versions of a record, field by field, for a conflict message:
/// `brand: "Le Labo" → "Diptyque"`.
public enum RecordChanges {
    /// One changed field.
    public struct Change: Sendable, Equatable {
        /// The field's stored name.
        public let field: String
        /// Its value when the edit began, shortened; empty when there was none.
        public let before: String
        /// Its value now, shortened; empty when there is none.
        public let after: String
    }

    static func between<R: Record>(_ before: R, _ after: R) -> [Change] {
        let old = fields(of: before)
        let new = fields(of: after)
        return Set(old.keys).union(new.keys).sorted().compactMap { field in
            guard old[field] != new[field] else { return nil }
            return Change(field: field, before: old[field] ?? "", after: new[field] ?? "")
        }
    }

    /// Each top-level field as short JSON text.
    private static func fields<R: Record>(of record: R) -> [String: String] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(record),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [:] }
        return object.mapValues { value in
            let text =
                (try? JSONSerialization.data(
                    withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys, .withoutEscapingSlashes]))
                .map { String(decoding: $0, as: UTF8.self) } ?? "\(value)"
            return text.count > 60 ? String(text.prefix(59)) + "…" : text
        }
    }
}
