/// An app version compared as a version, as mas's users expect of `outdated`: `1.10` is
/// after `1.9`, `2.0` is `2.0.0`, and a store "update" to an older or equal version is none.
/// Numeric parts compare as numbers; a part with letters (`2.1b3`) compares as text after them.
public struct AppVersion: Comparable, Sendable {
    /// The version as the store writes it.
    public let text: String
    private let parts: [Part]

    private enum Part: Comparable {
        case number(Int)
        case word(String)
    }

    public init(_ text: String) {
        self.text = text
        var parts = text.split(separator: ".").map { piece -> Part in
            Int(piece).map(Part.number) ?? .word(String(piece))
        }
        // `2.0` is `2.0.0`: trailing zeros say nothing.
        while parts.last == .number(0) { parts.removeLast() }
        self.parts = parts
    }

    public static func < (lhs: AppVersion, rhs: AppVersion) -> Bool {
        for (left, right) in zip(lhs.parts, rhs.parts) where left != right { return left < right }
        return lhs.parts.count < rhs.parts.count
    }

    public static func == (lhs: AppVersion, rhs: AppVersion) -> Bool { lhs.parts == rhs.parts }
}
