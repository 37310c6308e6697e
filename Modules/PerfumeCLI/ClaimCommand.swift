import ArgumentParser
import CommandKit
import Console
import Core
import Perfume

/// `mosaic perfume claim ID`: Say you will give a perfume another member wishes for (선물할게요); they will not know until they receive it.
struct ClaimCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "claim",
            abstract: HelpText.localized(
                en:
                    "Say you will give a perfume another member wishes for (선물할게요); they will not know until they receive it.",
                ko: "다른 가족이 찜한 향수를 선물하기로 합니다(선물할게요). 받을 때까지 그 사람은 모릅니다."))
    }

    @Argument(help: .entryID, completion: .entryIDs) var id: String
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let entry = try await context.perfumes.find(id)
        try await context.giftClaims.claim(entry.id)
        let presenter = PerfumePresenter(io: context.io)
        return .written(PerfumeCLIMessages.claimed(presenter.title(entry)), json: presenter.json(entry))
    }
}
