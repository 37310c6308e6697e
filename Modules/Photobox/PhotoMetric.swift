import Core

/// What Detail's chart plots: "조회수" or "다운로드수".
public enum PhotoMetric: String, Sendable, CaseIterable, Codable {
    case views, downloads

    public var title: Message {
        switch self {
        case .views: Message(en: "Views", ko: "조회수")
        case .downloads: Message(en: "Downloads", ko: "다운로드수")
        }
    }
}
