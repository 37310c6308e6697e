import Foundation

/// A random 256-bit token, written with URL-safe base64 and no padding (43 characters): what
/// a sign-in's cookie and an invitation's link carry. The store keeps only its SHA-256.
enum RandomToken {
    /// A new token.
    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// Whether `text` could be a token (checked before it is hashed and looked up).
    static func isWellFormed(_ text: String) -> Bool {
        text.utf8.count == 43
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }

    /// The digest a token is kept under.
    static func digest(_ token: String) -> String {
        SHA256.hex(of: Data(token.utf8))
    }
}
