import Core

/// An Unsplash topic the Topic tab shows a row of. The first three are the seed's; the
/// rest are the pool `random` picks three from (the seed's list was never committed).
public struct Topic: Sendable, Hashable {
    public let slug: String
    public let title: Message

    public static let goldenHour = Topic(slug: "golden-hour", title: Message(en: "Golden Hour", ko: "골든 아워"))
    public static let businessWork = Topic(
        slug: "business-work", title: Message(en: "Business & Work", ko: "비즈니스 및 업무"))
    public static let architectureInterior = Topic(
        slug: "architecture-interior",
        title: Message(en: "Architecture & Interior", ko: "건축 및 인테리어"))

    /// The seed's three rows.
    public static let standard: [Topic] = [goldenHour, businessWork, architectureInterior]

    /// Every topic a random pick draws from.
    public static let all: [Topic] =
        standard + [
            Topic(slug: "wallpapers", title: Message(en: "Wallpapers", ko: "배경 화면")),
            Topic(slug: "nature", title: Message(en: "Nature", ko: "자연")),
            Topic(slug: "travel", title: Message(en: "Travel", ko: "여행")),
            Topic(slug: "film", title: Message(en: "Film", ko: "필름")),
            Topic(slug: "people", title: Message(en: "People", ko: "사람")),
            Topic(slug: "street-photography", title: Message(en: "Street Photography", ko: "거리 사진")),
            Topic(slug: "animals", title: Message(en: "Animals", ko: "동물")),
            Topic(slug: "food-drink", title: Message(en: "Food & Drink", ko: "식음료")),
            Topic(slug: "textures-patterns", title: Message(en: "Textures & Patterns", ko: "질감 및 패턴")),
        ]

    /// Three different topics, picked at random.
    public static func randomThree<Generator: RandomNumberGenerator>(using generator: inout Generator) -> [Topic] {
        Array(all.shuffled(using: &generator).prefix(3))
    }

    /// The topic with this slug.
    public static func named(_ slug: String) -> Topic? {
        all.first { $0.slug == slug.trimmingWhitespace.lowercased() }
    }
}
