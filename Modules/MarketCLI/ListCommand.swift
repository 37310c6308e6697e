import ArgumentParser
import CommandKit
import Console
import Core
import Market

/// `mosaic market list`: listings with filters, search and order.
struct ListCommand: MosaicCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List listings, newest first.")

    @Option(parsing: .unconditional, help: "Only this category (id or name).") var category: String?
    @Option(parsing: .unconditional, help: "Only selling, reserved or sold.") var status: String?
    @Option(name: .customLong("min-price"), parsing: .unconditional, help: "At least this price.") var minimumPrice:
        String?
    @Option(name: .customLong("max-price"), parsing: .unconditional, help: "At most this price.") var maximumPrice:
        String?
    @Flag(help: "Only free shares.") var free = false
    @Option(parsing: .unconditional, help: "Text in the title or description (Hangul and Latin, any case).") var search:
        String?
    @Option(help: "newest (default) or price (cheapest first).") var sort: ListingCriteria.Order = .newest
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let criteria = ListingCriteria(
            categoryID: try CategoryArgument.parse(category)?.id,
            status: try status.map(StatusArgument.parse),
            minimumPrice: try minimumPrice.flatMap { try PriceParser.parse($0) },
            maximumPrice: try maximumPrice.flatMap { try PriceParser.parse($0) },
            freeOnly: free,
            searchText: search ?? "",
            order: sort
        )
        let listings = try await context.listings.listings(criteria)
        let presenter = ListingPresenter(io: context.io)
        return .list(
            Document(presenter.table(listings)), json: listings.map(presenter.json), isEmpty: listings.isEmpty,
            empty: criteria == ListingCriteria() ? MarketMessages.noListings : MarketMessages.noMatches)
    }
}

extension ListingCriteria.Order: ExpressibleByArgument {}
