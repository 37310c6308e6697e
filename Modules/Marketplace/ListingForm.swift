import Core

/// What the "write a listing" form holds while it is being filled in (also kept as a
/// draft when an interactive form is interrupted).
public struct ListingForm: Sendable, Equatable, Codable {
    public var title: String
    public var categoryID: Int?
    public var priceText: String
    public var details: String

    public init(title: String = "", categoryID: Int? = nil, priceText: String = "", details: String = "") {
        self.title = title
        self.categoryID = categoryID
        self.priceText = priceText
        self.details = details
    }

    /// The seed's rules in its order, each message once (the seed listed the content
    /// message twice); title and description are trimmed.
    static let validator = Validator<ListingForm>([
        .required(\.title, MarketplaceMessages.titleMissing),
        ValidationRule(MarketplaceMessages.categoryMissing) { $0.categoryID.flatMap(ListingCategory.with(id:)) != nil },
        .required(\.details, MarketplaceMessages.contentMissing),
    ])

    /// Every problem, in the order the screen lists its fields; a price that does not
    /// parse comes last.
    public var problems: [Message] {
        var problems = Self.validator.failures(of: self)
        do {
            _ = try PriceParser.parse(priceText)
        } catch {
            problems.append(error.message)
        }
        return problems
    }

    public var isEmpty: Bool { self == ListingForm() }

    /// The price in won, if it parses.
    public var price: Int? { (try? PriceParser.parse(priceText)) ?? nil }

    /// Whether the free-share button is offered: the price typed is zero.
    public var offersFreeShare: Bool {
        price == 0 && !PriceParser.isFreeWord(priceText)
    }
}
