import Hummingbird

/// A page as the harness got it.
public struct WebPage: Sendable {
    public let status: HTTPResponse.Status
    public let text: String
    /// Where a redirect goes.
    public let location: String?
    /// The sign-in cookie's value it sets, if any.
    public var cookie: String? = nil

    /// The value of the hidden input named `name` (a form's token or version), as sent.
    public func hiddenValue(_ name: String) -> String? {
        guard let start = text.range(of: "type=\"hidden\" name=\"\(name)\" value=\"") else { return nil }
        let rest = text[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }
}
