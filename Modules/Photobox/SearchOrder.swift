import Core

/// How search results are ordered. Search accepts only these two; the seed's "인기순"
/// (popular) was silently ignored by the API (seed bug 6).
public enum SearchOrder: String, Sendable, CaseIterable, Codable {
    case relevant, latest

    /// Reads `relevant` or `관련순`, `latest` or `최신순` (any case). The seed's `인기순`
    /// (`popular`) is refused with the reason: Unsplash search has no popularity order.
    public static func parse(_ text: String) throws(UserError) -> SearchOrder {
        switch text.trimmingWhitespace.lowercased() {
        case "relevant", "relevance", "관련순": return .relevant
        case "latest", "최신순": return .latest
        case "popular", "인기순": throw UserError(PhotoboxMessages.noPopularSearch, category: .invalidInput)
        default: throw UserError(PhotoboxMessages.invalidSearchOrder(text), category: .invalidInput)
        }
    }

    public var title: Message {
        switch self {
        case .relevant: Message(en: "relevance", ko: "관련순")
        case .latest: Message(en: "latest", ko: "최신순")
        }
    }
}
