import ArgumentParser
import CommandKit
import Console

/// `mosaic perfume unwish ID`: take it off the wish list.
struct UnwishCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "unwish",
            abstract: HelpText.localized(en: "Take a perfume off the wish list.", ko: "찜 목록에서 뺍니다."))
    }

    @Argument(help: .entryID, completion: .entryIDs) var id: String
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        try await WishChange.apply(false, id: id, context)
    }
}
