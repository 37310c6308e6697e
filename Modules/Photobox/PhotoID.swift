import Core

/// Unsplash photo ids (11 url-safe characters today) are checked before they reach a URL
/// path or a file name, wherever they came from: the user or the network.
public enum PhotoID {
    /// The trimmed id when it is 1–64 of `A–Z a–z 0–9 _ -`.
    public static func check(_ text: String) throws(UserError) -> String {
        let id = text.trimmingWhitespace
        guard (1...64).contains(id.count), id.unicodeScalars.allSatisfy({ scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-")
        }) else {
            throw UserError(PhotoboxMessages.invalidPhotoID(text), category: .invalidInput)
        }
        return id
    }
}
