import Core

/// An App Store id as the user or the network gives it: digits only, so it can never
/// become a path or a query of its own.
public enum AppID {
    public static func check(_ text: String) throws(UserError) -> String {
        let id = text.trimmingWhitespace
        guard !id.isEmpty, id.count <= 19, id.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw UserError(AppLibraryMessages.invalidID(text), category: .invalidInput)
        }
        return id
    }
}
