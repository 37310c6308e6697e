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

    @Argument(help: .init(en: "The entry's id or a unique prefix of it.", ko: "기록 id 또는 겹치지 않는 앞부분.")) var id: String
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        try await WishChange.apply(true, id: id, context)
    }
}
