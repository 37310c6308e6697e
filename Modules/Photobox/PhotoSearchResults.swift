/// One batch of results of `GET /search/photos` (what the API calls a page: `per_page` photos of `page`).
public struct PhotoSearchResults: Sendable, Equatable, Decodable {
    public let total: Int
    public let totalPages: Int
    public let photos: [UnsplashPhoto]

    public init(total: Int, totalPages: Int, photos: [UnsplashPhoto]) {
        self.total = total
        self.totalPages = totalPages
        self.photos = photos
    }

    private enum Keys: String, CodingKey {
        case total, results
        case totalPages = "total_pages"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        total = try container.decodeIfPresent(Int.self, forKey: .total) ?? 0
        totalPages = try container.decodeIfPresent(Int.self, forKey: .totalPages) ?? 0
        photos = try container.decodeIfPresent([UnsplashPhoto].self, forKey: .results) ?? []
    }
}
