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

    @Argument(help: .init(en: "The entry's id or a unique prefix of it.", ko: "기록 id 또는 겹치지 않는 앞부분.")) var id: String
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        try await WishChange.apply(false, id: id, context)
    }
}
