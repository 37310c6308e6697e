import Core

/// How search results are ordered. Search accepts only these two; the seed's "인기순"
/// (popular) was silently ignored by the API (seed bug 6).
public enum SearchOrder: String, Sendable, CaseIterable, Codable {
    case relevant, latest

    public var title: Message {
        switch self {
        case .relevant: Message(en: "relevance", ko: "관련순")
        case .latest: Message(en: "latest", ko: "최신순")
        }
    }
}
