import ArgumentParser
import CommandKit
import Console
import Perfume

/// `mosaic perfume wish ID`: put it on the wish list (찜).
struct WishCommand: MosaicCommand {
    static let configuration = CommandConfiguration(
        commandName: "wish", abstract: "Put a perfume on the wish list (찜).")

    @Argument(help: "The entry's id or a unique prefix of it.") var id: String
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        try await WishChange.apply(true, id: id, context)
    }
}
