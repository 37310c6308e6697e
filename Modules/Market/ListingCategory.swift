import Core

/// One of the seed's eleven fixed categories, with its id and names.
public struct ListingCategory: Sendable, Hashable, Codable, Identifiable {
    public let id: Int
    /// A stable name for machines (`--json`, scripts), the same in every language.
    public let key: String
    public let korean: String
    public let english: String

    /// The name in `language`.
    public func name(_ language: Language) -> String {
        language == .korean ? korean : english
    }

    /// The seed's list, in its order.
    public static let all: [ListingCategory] = [
        ListingCategory(id: 1, key: "digital", korean: "디지털/가전", english: "Digital & appliances"),
        ListingCategory(id: 2, key: "games", korean: "게임", english: "Games"),
        ListingCategory(id: 3, key: "sports", korean: "스포츠/레저", english: "Sports & leisure"),
        ListingCategory(id: 4, key: "kids", korean: "유아/아동용품", english: "Baby & kids"),
        ListingCategory(id: 5, key: "womens-fashion", korean: "여성패션/잡화", english: "Women's fashion & accessories"),
        ListingCategory(id: 6, key: "beauty", korean: "뷰티/미용", english: "Beauty"),
        ListingCategory(id: 7, key: "mens-fashion", korean: "남성패션/잡화", english: "Men's fashion & accessories"),
        ListingCategory(id: 8, key: "living", korean: "생활/식품", english: "Living & food"),
        ListingCategory(id: 9, key: "furniture", korean: "가구", english: "Furniture"),
        ListingCategory(id: 10, key: "books", korean: "도서/티켓/취미", english: "Books, tickets & hobbies"),
        ListingCategory(id: 11, key: "other", korean: "기타", english: "Other"),
    ]

    /// The category with `id`.
    public static func with(id: Int) -> ListingCategory? {
        all.first { $0.id == id }
    }

    /// Finds a category by id (`3`), key (`sports`), Korean name (`스포츠/레저`) or English
    /// name (`sports & leisure`, case and spacing ignored).
    public static func find(_ text: String) -> ListingCategory? {
        let key = normalised(text)
        if let id = Int(key) { return with(id: id) }
        return all.first { $0.key == key || normalised($0.korean) == key || normalised($0.english) == key }
    }

    private static func normalised(_ text: String) -> String {
        text.lowercased().filter { !$0.isWhitespace }
    }
}
