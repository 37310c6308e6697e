/// The App Store's app genres by Apple's fixed ids, with their English and Korean names,
/// so that a genre typed in either language finds apps saved from any storefront (the
/// library keeps genre names in the storefront's language).
public struct AppGenre: Sendable, Equatable {
    public let id: Int
    public let english: String
    public let korean: String

    public static let all: [AppGenre] = [
        (6000, "Business", "비즈니스"), (6001, "Weather", "날씨"), (6002, "Utilities", "유틸리티"), (6003, "Travel", "여행"),
        (6004, "Sports", "스포츠"), (6005, "Social Networking", "소셜 네트워킹"), (6006, "Reference", "참고"),
        (6007, "Productivity", "생산성"), (6008, "Photo & Video", "사진 및 비디오"), (6009, "News", "뉴스"),
        (6010, "Navigation", "내비게이션"), (6011, "Music", "음악"), (6012, "Lifestyle", "라이프스타일"),
        (6013, "Health & Fitness", "건강 및 피트니스"), (6014, "Games", "게임"), (6015, "Finance", "금융"),
        (6016, "Entertainment", "엔터테인먼트"), (6017, "Education", "교육"), (6018, "Books", "도서"),
        (6020, "Medical", "의료"), (6021, "Magazines & Newspapers", "잡지 및 신문"), (6022, "Catalogs", "카탈로그"),
        (6023, "Food & Drink", "음식 및 음료"), (6024, "Shopping", "쇼핑"), (6025, "Stickers", "스티커"),
        (6026, "Developer Tools", "개발자 도구"), (6027, "Graphics & Design", "그래픽 및 디자인"),
    ].map { AppGenre(id: $0.0, english: $0.1, korean: $0.2) }

    /// The genre with this id (`6017`) or name in either language, any case.
    public static func find(_ text: String) -> AppGenre? {
        let key = text.trimmingWhitespace.lowercased()
        return all.first { String($0.id) == key || $0.english.lowercased() == key || $0.korean == key }
    }

    /// Whether an app filed under `name` (a stored genre name) with `id` is in this genre.
    public func contains(id appGenreID: Int?, name: String) -> Bool {
        if let appGenreID { return appGenreID == id }
        // Apps saved before ids were kept: by name, in either language.
        return [english.lowercased(), korean].contains(name.lowercased())
    }
}
