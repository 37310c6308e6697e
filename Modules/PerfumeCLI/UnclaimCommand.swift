import ArgumentParser
import CommandKit
import Console
import Core
import Perfume

/// `mosaic perfume unclaim ID`: Take back your word to give a perfume.
struct UnclaimCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "unclaim",
            abstract: HelpText.localized(
                en: "Take back your word to give a perfume.",
                ko: "선물하기로 한 것을 취소합니다."))
    }

    @Argument(help: .entryID, completion: .entryIDs) var id: String
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let entry = try await context.perfumes.find(id)
        try await context.giftClaims.unclaim(entry.id)
        let presenter = PerfumePresenter(io: context.io)
        return .written(PerfumeCLIMessages.unclaimed(presenter.title(entry)), json: presenter.json(entry))
    }
}
