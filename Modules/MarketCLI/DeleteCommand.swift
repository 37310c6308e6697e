import ArgumentParser
import CommandKit
import Console
import Core
import Market

/// `mosaic market delete ID [--yes]`: asks first on a terminal; elsewhere needs --yes.
struct DeleteCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "delete", abstract: HelpText.localized(en: "Delete a listing.", ko: "판매 글을 지웁니다."))
    }

    @Argument(help: .listingID, completion: .listingIDs) var id: String
    @OptionGroup var confirmation: DeleteConfirmation
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        guard
            let listing = try await confirmation.findOrDeleteUnreadable(
                Listing.self, in: context,
                find: {
                    try await context.listings.find(id)
                })
        else { return .done }
        guard try confirmation.allows(MarketMessages.deleteConfirm, subject: "“\(listing.title)”", in: context.prompter)
        else { return .done }
        try await context.listings.delete(listing)
        return .written(MarketMessages.deleted(listing.title), json: ListingPresenter(io: context.io).json(listing))
    }
}
