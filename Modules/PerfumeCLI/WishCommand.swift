import ArgumentParser
import CommandKit
import Console
import Perfume

/// `mosaic perfume wish ID`: put it on the wish list (찜).
struct WishCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "wish",
            abstract: HelpText.localized(en: "Put a perfume on the wish list (찜).", ko: "향수를 찜 목록에 넣습니다."))
    }

    @Argument(help: .entryID, completion: .entryIDs) var id: String
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        try await WishChange.apply(true, id: id, context)
    }
}
