import ArgumentParser
import CommandKit
import Console
import Core
import Market

/// `mosaic market edit ID [flags]`: change fields; the result must still be valid.
struct EditCommand: MosaicCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Change a listing's title, category, price or description.")

    @Argument(help: "The listing's id or a unique prefix of it.") var id: String
    @Option(parsing: .unconditional, help: "A new title.") var title: String?
    @Option(parsing: .unconditional, help: "A new category (id or name).") var category: String?
    @Option(parsing: .unconditional, help: "A new price; an empty string removes it.") var price: String?
    @Option(name: .customLong("description"), parsing: .unconditional, help: "A new description.") var details: String?
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let original = try await context.listings.find(id)
        var listing = original
        if let title { listing.title = title }
        if let category = try CategoryArgument.parse(category) { listing.categoryID = category.id }
        if let price { listing.price = try PriceParser.parse(price) }
        if let details { listing.details = details }
        let updated = try await context.listings.update(listing, from: original)
        return ListingPresenter(io: context.io).written(updated, MarketMessages.updated(updated.title))
    }
}
