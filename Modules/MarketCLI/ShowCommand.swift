import ArgumentParser
import CommandKit
import Console
import Market

/// `mosaic market show ID`.
struct ShowCommand: MosaicCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show one listing (any unique id prefix).")

    @Argument(help: "The listing's id or a unique prefix of it.") var id: String
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        try await ListingPresenter(io: context.io).show(context.listings.find(id))
    }
}
