/// The listings in numbers (`market stats`), as household inventory apps total them: how
/// many of each status, and of what was sold the prices asked against the prices it went
/// for, overall and by category.
public struct MarketStats: Sendable, Equatable, Encodable {
    /// What was sold in one category.
    public struct Sold: Sendable, Equatable, Encodable {
        /// The category's stable key (`digital`).
        public let category: String
        /// Listings sold.
        public let count: Int
        /// Won asked for them (free shares count 0; no price given counts nothing).
        public let asked: Int
        /// Won they went for (the price asked where none was recorded).
        public let received: Int
    }

    /// Listings for sale.
    public let selling: Int
    /// Listings reserved.
    public let reserved: Int
    /// Listings sold.
    public let sold: Int
    /// Won asked for the sold ones.
    public let asked: Int
    /// Won the sold ones went for.
    public let received: Int
    /// The sold ones by category, most sold first.
    public let byCategory: [Sold]

    public init(_ listings: [Listing]) {
        selling = listings.filter { $0.status == .selling }.count
        reserved = listings.filter { $0.status == .reserved }.count
        let soldOnes = listings.filter { $0.status == .sold }
        sold = soldOnes.count
        asked = soldOnes.reduce(0) { $0 + ($1.price ?? 0) }
        received = soldOnes.reduce(0) { $0 + ($1.soldPrice ?? $1.price ?? 0) }
        byCategory = Dictionary(grouping: soldOnes, by: \.categoryID).map { id, group in
            Sold(
                category: ListingCategory.with(id: id)?.key ?? "\(id)", count: group.count,
                asked: group.reduce(0) { $0 + ($1.price ?? 0) },
                received: group.reduce(0) { $0 + ($1.soldPrice ?? $1.price ?? 0) })
        }.sorted { $0.count != $1.count ? $0.count > $1.count : $0.category < $1.category }
    }
}
