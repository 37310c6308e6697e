import Foundation

/// A review from the App Store's customer-reviews feed.
public struct StoreReview: Sendable, Equatable, Codable {
    public let id: String
    public let author: String
    public let rating: Int
    public let title: String
    public let content: String
    public let version: String?
    /// As the feed gives it (a Pacific-time ISO 8601 stamp), when it does.
    public let updated: String?
}

/// The customer-reviews feed (api-formats.md §2): every value wrapped in `{"label": …}`,
/// `entry` an array, a single object, or absent; entries without a rating are skipped.
struct CustomerReviewsFeed: Decodable {
    let reviews: [StoreReview]

    init(from decoder: any Decoder) throws {
        let root = try decoder.container(keyedBy: Key.self)
        let feed = try root.nestedContainer(keyedBy: Key.self, forKey: .feed)
        let entries: [Entry]
        if let many = try? feed.decode([Entry].self, forKey: .entry) {
            entries = many
        } else if let one = try? feed.decode(Entry.self, forKey: .entry) {
            entries = [one]
        } else {
            entries = []
        }
        reviews = entries.compactMap(\.review)
    }

    private struct Label: Decodable { let label: String }
    private struct Author: Decodable { let name: Label? }

    private struct Entry: Decodable {
        let review: StoreReview?

        init(from decoder: any Decoder) throws {
            let values = try decoder.container(keyedBy: Key.self)
            func label(_ key: Key) -> String? { (try? values.decodeIfPresent(Label.self, forKey: key))??.label }
            guard let rating = label(.rating).flatMap(Int.init), let id = label(.id) else {
                review = nil
                return
            }
            let author = (try? values.decodeIfPresent(Author.self, forKey: .author))??.name?.label
            review = StoreReview(
                id: id, author: author ?? "", rating: rating, title: label(.title) ?? "",
                content: label(.content) ?? "", version: label(.version), updated: label(.updated))
        }
    }

    enum Key: String, CodingKey {
        case feed, entry, author, id, title, content, updated
        case rating = "im:rating"
        case version = "im:version"
    }
}
