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
    /// Each member's listings (who posted them), by name; empty in a household of one.
    public let bySeller: [Seller]

    /// One member's listings in numbers.
    public struct Seller: Sendable, Equatable, Encodable {
        /// Who posted them: a member's name, or nil for the reader's own.
        public let name: String?
        /// Listings for sale.
        public let selling: Int
        /// Listings sold.
        public let sold: Int
        /// Won asked for the sold ones.
        public let asked: Int
        /// Won the sold ones went for.
        public let received: Int
    }

    /// The numbers of `listings`; `seller` names who posted each (nil: the reader), and is
    /// nil itself when the household has one member.
    public init(_ listings: [Listing], seller: ((Listing) -> String?)? = nil) {
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
        guard let seller else {
            bySeller = []
            return
        }
        bySeller = Dictionary(grouping: listings) { seller($0) ?? "" }.map { name, group in
            let sold = group.filter { $0.status == .sold }
            return Seller(
                name: name.isEmpty ? nil : name, selling: group.filter { $0.status == .selling }.count,
                sold: sold.count, asked: sold.reduce(0) { $0 + ($1.price ?? 0) },
                received: sold.reduce(0) { $0 + ($1.soldPrice ?? $1.price ?? 0) })
        }.sorted { ($0.name ?? "") < ($1.name ?? "") }
    }
}
