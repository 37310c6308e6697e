import Persistence

/// What the listings screen shows: filters, a search text and an order.
public struct ListingCriteria: Sendable, Equatable {
    public enum Order: String, Sendable, CaseIterable {
        /// Newest first.
        case newest
        /// Cheapest first; listings without a price last.
        case price
    }

    public var categoryID: Int?
    public var status: ListingStatus?
    public var minimumPrice: Int?
    public var maximumPrice: Int?
    public var freeOnly = false
    /// Only the listings the member posted ("내 판매글").
    public var mineOnly = false
    public var searchText = ""
    public var order: Order = .newest

    public init(
        categoryID: Int? = nil, status: ListingStatus? = nil, minimumPrice: Int? = nil, maximumPrice: Int? = nil,
        freeOnly: Bool = false, mineOnly: Bool = false, searchText: String = "", order: Order = .newest
    ) {
        self.mineOnly = mineOnly
        self.categoryID = categoryID
        self.status = status
        self.minimumPrice = minimumPrice
        self.maximumPrice = maximumPrice
        self.freeOnly = freeOnly
        self.searchText = searchText
        self.order = order
    }

    var query: RecordQuery<Listing> {
        var query = RecordQuery<Listing>(onlyMine: mineOnly)
        if let categoryID { query = query.filter(Listing.Fields.categoryID, equals: .int(categoryID)) }
        if let status { query = query.filter(Listing.Fields.status, equals: .string(status.rawValue)) }
        if freeOnly { query = query.filter(Listing.Fields.price, equals: 0) }
        if minimumPrice != nil || maximumPrice != nil {
            query = query.filter(
                .range(
                    Listing.Fields.price, lower: minimumPrice.map { .int($0) } ?? .int(0),
                    upper: maximumPrice.map { .int($0) }))
        }
        switch order {
        case .newest: query = query.sorted(by: .descending(Listing.Fields.createdAt))
        case .price: query = query.sorted(by: .ascending(Listing.Fields.price), .descending(Listing.Fields.createdAt))
        }
        return query
    }

    func matches(_ listing: Listing) -> Bool {
        if let categoryID, listing.categoryID != categoryID { return false }
        if let status, listing.status != status { return false }
        if freeOnly, listing.price != 0 { return false }
        if let minimumPrice, (listing.price ?? -1) < minimumPrice { return false }
        if let maximumPrice, listing.price.map({ $0 > maximumPrice }) ?? true { return false }
        return true
    }
}
