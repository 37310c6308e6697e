import ArgumentParser
import CommandKit
import Console
import Core
import Perfume

/// `mosaic perfume received ID`: Mark a wished perfume received: the wish ends, and who gave it shows.
struct ReceivedCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "received",
            abstract: HelpText.localized(
                en: "Mark a wished perfume received: the wish ends, and who gave it shows.",
                ko: "찜한 향수를 받았다고 표시합니다. 찜이 끝나고 누가 선물했는지 보입니다."))
    }

    @Argument(help: .entryID, completion: .entryIDs) var id: String
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let entry = try await context.giftClaims.received(try await context.perfumes.find(id).id)
        let presenter = PerfumePresenter(io: context.io)
        let gift = try await GiftNote.of(entry, context)
        return .written(
            PerfumeCLIMessages.received(presenter.title(entry), gift: gift), json: presenter.json(entry))
    }
}
