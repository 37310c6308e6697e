import ArgumentParser
import CommandKit
import Console
import Market

/// `mosaic market show ID`.
struct ShowCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "show",
            abstract: HelpText.localized(
                en: "Show one listing (any unique id prefix).", ko: "판매 글 하나를 보여 줍니다(겹치지 않는 id 앞부분이면 됩니다)."))
    }

    @Argument(help: .listingID, completion: .listingIDs) var id: String
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        try await ListingPresenter(io: context.io).show(context.listings.find(id))
    }
}
