import Core

/// An Unsplash photo id, checked once where it comes in (a command's argument, a tap on a
/// screen): 1–64 of `A–Z a–z 0–9 _ -` (11 today), so it is safe in a URL path and a file
/// name wherever it goes next. Ids in the API's answers are checked as they are decoded.
/// A liked photo is stored under it, and it is encoded as the plain string it holds.
public struct PhotoID: Hashable, Sendable, Codable, LosslessStringConvertible {
    /// The id as Unsplash, the store and addresses hold it.
    public let rawValue: String

    /// The trimmed id, or 65 naming what was given.
    public init(checking text: String) throws(UserError) {
        let id = text.trimmingWhitespace
        guard Self.isValid(id) else { throw UserError(PhotoboxMessages.invalidPhotoID(text), category: .invalidInput) }
        rawValue = id
    }

    /// The id, or nil when it is not one (a stored record's, an address's).
    public init?(_ description: String) {
        guard let id = try? PhotoID(checking: description) else { return nil }
        self = id
    }

    public var description: String { rawValue }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let id = PhotoID(try container.decode(String.self)) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a photo id")
        }
        self = id
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    static func isValid(_ id: String) -> Bool {
        (1...64).contains(id.count)
            && id.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
                        || scalar == "-")
            }
    }
}

extension PhotoID: ExpressibleByStringLiteral, Comparable {
    /// A fixed id (a fixture's); a literal that is not an id is a programmer's error.
    public init(stringLiteral value: String) {
        guard let id = PhotoID(value) else { preconditionFailure("not a photo id: \(value)") }
        self = id
    }

    public static func < (lhs: PhotoID, rhs: PhotoID) -> Bool { lhs.rawValue < rhs.rawValue }
}
