import Core

/// The liked list's order, by the time each photo was liked.
public enum LikedOrder: String, Sendable, CaseIterable, Codable {
    case latest, oldest

    public var title: Message {
        switch self {
        case .latest: Message(en: "latest", ko: "최신순")
        case .oldest: Message(en: "oldest", ko: "과거순")
        }
    }
}
