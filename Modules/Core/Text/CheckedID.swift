/// An id checked once where it comes in (a command's argument, an address, an API's
/// answer) and carried typed from then on: stored, encoded and printed as the plain string
/// it holds. A type gives its check (`init(checking:)`); the rest is here.
public protocol CheckedID: Hashable, Sendable, Codable, Comparable, LosslessStringConvertible,
    ExpressibleByStringLiteral
where StringLiteralType == String {
    /// The id as it is stored and sent.
    var rawValue: String { get }
    /// The trimmed id, or 65 naming what was given.
    init(checking text: String) throws(UserError)
}

extension CheckedID {
    /// The id, or nil when it is not one (a stored record's, an address's).
    public init?(_ description: String) {
        guard let id = try? Self(checking: description) else { return nil }
        self = id
    }

    /// A fixed id (a fixture's); a literal that is not an id is a programmer's error.
    public init(stringLiteral value: String) {
        guard let id = Self(value) else { preconditionFailure("not an id: \(value)") }
        self = id
    }

    public var description: String { rawValue }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let id = Self(try container.decode(String.self)) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an id")
        }
        self = id
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
