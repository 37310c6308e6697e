import Core
import Foundation

/// "2023년 06월 02일 게시됨" from the API's `created_at` (its day part, as the seed did).
public enum PostedDate {
    public static func message(_ createdAt: String?) -> Message? {
        guard let day = createdAt?.split(separator: "T").first else { return nil }
        let parts = day.split(separator: "-").map(String.init)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else { return nil }
        return Message(
            en: "Posted on \(parts[0])-\(parts[1])-\(parts[2])", ko: "\(parts[0])년 \(parts[1])월 \(parts[2])일 게시됨")
    }

    /// The API's `created_at` (ISO 8601 with any offset) as a moment, for `--json` in UTC.
    public static func moment(_ createdAt: String?) -> Date? {
        guard let createdAt else { return nil }
        return (try? Date(createdAt, strategy: .iso8601)) ?? DateProvider.parseISO8601(createdAt)
    }
}
