import ArgumentParser
import CommandKit
import Console
import Core
import Market

/// `mosaic market delete ID [--yes]`: asks first on a terminal; elsewhere needs --yes.
struct DeleteCommand: MosaicCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a listing.")

    @Argument(help: "The listing's id or a unique prefix of it.") var id: String
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
