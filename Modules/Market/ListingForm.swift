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

    /// The fields, in the order the screen lists them.
    public enum Field: Sendable, CaseIterable {
        case title, category, details, price
    }

    /// Every problem, in the seed's order (its content message once, where the seed listed
    /// it twice); title and description are trimmed; a price that does not parse comes last.
    public var problems: [Message] { Field.allCases.compactMap(problem) }

    /// What is wrong with `field`, if anything.
    public func problem(_ field: Field) -> Message? {
        switch field {
        case .title: title.trimmingWhitespace.isEmpty ? MarketMessages.titleMissing : nil
        case .category: categoryID.flatMap(ListingCategory.with(id:)) == nil ? MarketMessages.categoryMissing : nil
        case .details: details.trimmingWhitespace.isEmpty ? MarketMessages.contentMissing : nil
        case .price: Self.priceProblem(priceText)
        }
    }

    private static func priceProblem(_ text: String) -> Message? {
        do {
            _ = try PriceParser.parse(text)
            return nil
        } catch {
            return error.message
        }
    }

    public var isEmpty: Bool { self == ListingForm() }

    /// The price in won, if it parses.
    public var price: Int? { (try? PriceParser.parse(priceText)) ?? nil }

    /// What the free-share button writes in the price field ("무료나눔", read as 0).
    public static let freeSharePrice = MarketMessages.freeShare.korean

    /// Whether the free-share button is offered: the price typed is zero.
    public var offersFreeShare: Bool {
        price == 0 && !PriceParser.isFreeWord(priceText)
    }
}
