/// A piece of HTML. Literal text in the source is markup; every value interpolated into
/// it is escaped unless it is itself `HTML`, so text from people and from the APIs can
/// never become markup: `"<p>\(name)</p>" as HTML` is safe for any `name`.
public struct HTML: Sendable, Equatable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The markup.
    public private(set) var markup: String

    /// Markup the caller vouches for (the page chrome, never a value from outside).
    public init(trusted markup: String) {
        self.markup = markup
    }

    /// `text` as escaped HTML.
    public init(escaping text: String) {
        markup = HTML.escape(text)
    }

    public init(stringLiteral value: String) {
        markup = value
    }

    public init(stringInterpolation: StringInterpolation) {
        markup = stringInterpolation.markup
    }

    public var description: String { markup }

    /// No markup.
    public static let empty = HTML(trusted: "")

    /// `parts` one after another.
    public init(joining parts: some Sequence<HTML>) {
        markup = parts.map(\.markup).joined()
    }

    public static func + (lhs: HTML, rhs: HTML) -> HTML {
        HTML(trusted: lhs.markup + rhs.markup)
    }

    public static func += (lhs: inout HTML, rhs: HTML) {
        lhs.markup += rhs.markup
    }

    /// `&`, `<`, `>`, `"` and `'` as character references (safe in text and in quoted attributes).
    public static func escape(_ text: String) -> String {
        // Most text has nothing to escape; it is then used as it is.
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return text
        }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var markup = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            markup.reserveCapacity(literalCapacity + interpolationCount * 16)
        }

        public mutating func appendLiteral(_ literal: String) {
            markup += literal
        }

        /// Text, escaped.
        public mutating func appendInterpolation(_ text: String) {
            markup += HTML.escape(text)
        }

        /// Text, escaped.
        public mutating func appendInterpolation(_ text: Substring) {
            markup += HTML.escape(String(text))
        }

        /// A number.
        public mutating func appendInterpolation(_ number: Int) {
            markup += String(number)
        }

        /// Markup, as it is.
        public mutating func appendInterpolation(_ html: HTML) {
            markup += html.markup
        }

        /// Markup, or nothing.
        public mutating func appendInterpolation(_ html: HTML?) {
            markup += html?.markup ?? ""
        }

        /// Each element's markup, one after another.
        public mutating func appendInterpolation(_ parts: [HTML]) {
            for part in parts { markup += part.markup }
        }
    }
}
