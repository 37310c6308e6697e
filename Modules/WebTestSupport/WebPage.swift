import Hummingbird

/// A page as the harness got it.
public struct WebPage: Sendable {
    public let status: HTTPResponse.Status
    public let text: String
    /// Where a redirect goes.
    public let location: String?
}
