import Core

/// An App Store id, checked once where it comes in (a command's argument, an address, the
/// store's answer): digits only, so it can never become a path or a query of its own. A
/// library app is stored under it, and it is encoded as the plain string it holds.
public struct AppID: Hashable, Sendable, Codable, Comparable, LosslessStringConvertible, ExpressibleByStringLiteral {
    /// The id as the store, the library and addresses hold it.
    public let rawValue: String

    /// The trimmed id, or 65 naming what was given.
    public init(checking text: String) throws(UserError) {
        let id = text.trimmingWhitespace
        guard !id.isEmpty, id.count <= 19, id.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw UserError(AppLibraryMessages.invalidID(text), category: .invalidInput)
        }
        rawValue = id
    }

    /// The id, or nil when it is not one (a stored record's, an address's).
    public init?(_ description: String) {
        guard let id = try? AppID(checking: description) else { return nil }
        self = id
    }

    /// A fixed id (a fixture's); a literal that is not an id is a programmer's error.
    public init(stringLiteral value: String) {
        guard let id = AppID(value) else { preconditionFailure("not an App Store id: \(value)") }
        self = id
    }

    public var description: String { rawValue }

    public static func < (lhs: AppID, rhs: AppID) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let id = AppID(try container.decode(String.self)) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an App Store id")
        }
        self = id
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
