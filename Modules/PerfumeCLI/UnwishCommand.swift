import ArgumentParser
import CommandKit
import Console

/// `mosaic perfume unwish ID`: take it off the wish list.
struct UnwishCommand: MosaicCommand {
    static let configuration = CommandConfiguration(
        commandName: "unwish", abstract: "Take a perfume off the wish list.")

    @Argument(help: "The entry's id or a unique prefix of it.") var id: String
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        try await WishChange.apply(false, id: id, context)
    }
}
