import ArgumentParser
import CommandKit
import Console
import Perfume

/// `mosaic perfume show ID`: the detail screen.
struct ShowCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "show",
            abstract: HelpText.localized(
                en: "Show one test strip (any unique id prefix).", ko: "시향지 하나를 보여 줍니다(겹치지 않는 id 앞부분이면 됩니다)."))
    }

    @Argument(help: .entryID, completion: .entryIDs) var id: String
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let entry = try await context.perfumes.find(id)
        return try await PerfumePresenter(io: context.io).show(
            entry, repository: context.perfumes, gift: try await GiftNote.of(entry, context))
    }
}
