import Foundation
import Persistence

/// A used-goods listing, kept after a successful submit.
public struct Listing: Record, Equatable {
    public static let collection = "market_listings"
    public static let indexedFields = [Fields.categoryID, Fields.status, Fields.price, Fields.createdAt]
    /// A household sells together: a listing is everyone's unless its form says "Only me".
    public static let defaultAudience = Audience.household
    public static let fullTextFields = [Fields.title, Fields.details]

    public let id: RecordID<Listing>
    public var title: String
    public var categoryID: Int
    /// Won; nil when no price was given, 0 for a free share.
    public var price: Int?
    public var details: String
    public var status: ListingStatus
    /// Won it went for, when it was sold and the person said (`market status ID sold --price`).
    public var soldPrice: Int?
    public let createdAt: Date
    public var updatedAt: Date

    public init(
        id: RecordID<Listing>, title: String, categoryID: Int, price: Int?, details: String,
        status: ListingStatus = .selling, soldPrice: Int? = nil, createdAt: Date, updatedAt: Date
    ) {
        self.soldPrice = soldPrice
        self.id = id
        self.title = title
        self.categoryID = categoryID
        self.price = price
        self.details = details
        self.status = status
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    public var category: ListingCategory? { ListingCategory.with(id: categoryID) }

    enum CodingKeys: String, CodingKey {
        case id, title, categoryID, price, status, soldPrice, createdAt, updatedAt
        case details = "description"
    }
}

extension Listing {
    /// The fields its queries name, from its coding keys.
    enum Fields {
        static let categoryID = RecordField<Listing>(CodingKeys.categoryID)
        static let status = RecordField<Listing>(CodingKeys.status)
        static let price = RecordField<Listing>(CodingKeys.price)
        static let createdAt = RecordField<Listing>(CodingKeys.createdAt)
        static let title = RecordField<Listing>(CodingKeys.title)
        static let details = RecordField<Listing>(CodingKeys.details)
        static let soldPrice = RecordField<Listing>(CodingKeys.soldPrice)
    }
}
