import Core

/// An App Store id, checked once where it comes in (a command's argument): digits only,
/// so it can never become a path or a query of its own.
public struct AppID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// The trimmed id, or 65 naming what was given.
    public init(_ text: String) throws(UserError) {
        let id = text.trimmingWhitespace
        guard !id.isEmpty, id.count <= 19, id.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw UserError(AppLibraryMessages.invalidID(text), category: .invalidInput)
        }
        rawValue = id
    }

    public var description: String { rawValue }
}
