import Core

/// A record's id typed by the record it names (`RecordID<Goal>`), so a goal's id does not
/// compile where a category's is asked for. It is stored, encoded and printed as the plain
/// string it wraps, so stored JSON, exports and addresses are what they were with `String`.
public struct RecordID<Owner>: Sendable, Hashable, Comparable, Codable, LosslessStringConvertible,
    ExpressibleByStringLiteral
{
    /// The id as the store, JSON and addresses hold it.
    public let rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// A fixed id (a fixture's, a test's).
    public init(stringLiteral rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    /// Its first `length` characters, as lists show an id (`3f2a9c1e`).
    public func prefix(_ length: Int) -> Substring { rawValue.prefix(length) }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension FieldValue {
    /// A record's id as a query compares it.
    public static func id<Owner>(_ id: RecordID<Owner>) -> FieldValue { .string(id.rawValue) }
}

extension HTML.StringInterpolation {
    /// A record's id in markup (an element's id, an address), escaped as any text is.
    public mutating func appendInterpolation<Owner>(_ id: RecordID<Owner>) {
        appendInterpolation(id.rawValue)
    }
}
