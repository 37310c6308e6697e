import Core

/// An App Store id, checked once where it comes in (a command's argument, an address, the
/// store's answer): digits only, so it can never become a path or a query of its own. A
/// library app is stored under it, and it is encoded as the plain string it holds.
public struct AppID: CheckedID {
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
}
