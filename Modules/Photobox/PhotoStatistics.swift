/// `GET /photos/{id}/statistics`: views and downloads per day over the last 30 days.
/// Each block may be missing (some answers leave `likes` or others out).
public struct PhotoStatistics: Sendable, Equatable, Decodable {
    public let views: PhotoHistory?
    public let downloads: PhotoHistory?

    public init(views: PhotoHistory?, downloads: PhotoHistory?) {
        self.views = views
        self.downloads = downloads
    }
}

/// One statistics block: the total and the daily values, oldest first.
public struct PhotoHistory: Sendable, Equatable, Decodable {
    public let total: Int?
    public let days: [DailyCount]

    public init(total: Int?, days: [DailyCount]) {
        self.total = total
        self.days = days
    }

    private enum Keys: String, CodingKey { case total, historical }
    private enum HistoricalKeys: String, CodingKey { case values }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        total = try container.decodeIfPresent(Int.self, forKey: .total)
        let historical = try? container.nestedContainer(keyedBy: HistoricalKeys.self, forKey: .historical)
        days = try historical?.decodeIfPresent([DailyCount].self, forKey: .values) ?? []
    }
}

/// A day's count (`{"date": "2024-10-31", "value": 199}`).
public struct DailyCount: Sendable, Equatable, Codable {
    public let date: String
    public let value: Int

    public init(date: String, value: Int) {
        self.date = date
        self.value = value
    }
}
