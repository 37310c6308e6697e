import Core

/// A bundle id (`com.example.app`), checked once where it comes in: letters, digits,
/// `-` and `_` in at least two parts joined by dots, so it can never become a path.
public struct AppBundleID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// The trimmed bundle id, or nil when `text` is not one.
    public init?(_ text: String) {
        let id = text.trimmingWhitespace
        let parts = id.split(separator: ".", omittingEmptySubsequences: false)
        guard id.count <= 155, parts.count >= 2, !id.allSatisfy({ $0.isNumber || $0 == "." }),
            parts.allSatisfy({ part in
                !part.isEmpty
                    && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
            })
        else { return nil }
        rawValue = id
    }

    public var description: String { rawValue }
}
