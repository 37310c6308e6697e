import Core

/// An Unsplash photo id, checked once where it comes in (a command's argument, a tap on a
/// screen): 1–64 of `A–Z a–z 0–9 _ -` (11 today), so it is safe in a URL path and a file
/// name wherever it goes next. Ids in the API's answers are checked as they are decoded.
/// A liked photo is stored under it, and it is encoded as the plain string it holds.
public struct PhotoID: CheckedID {
    /// The id as Unsplash, the store and addresses hold it.
    public let rawValue: String

    /// The trimmed id, or 65 naming what was given.
    public init(checking text: String) throws(UserError) {
        let id = text.trimmingWhitespace
        guard Self.isValid(id) else { throw UserError(PhotoboxMessages.invalidPhotoID(text), category: .invalidInput) }
        rawValue = id
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
