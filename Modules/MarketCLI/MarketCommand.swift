import ArgumentParser
import CommandKit

/// `mosaic market`: the used-goods listings.
struct MarketCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "market",
            abstract: HelpText.localized(
                en: "Used-goods listings: write, list, change status (seed 001, UsedGoodsUpload).",
                ko: "중고 거래 글: 쓰기, 목록, 상태 바꾸기(시드 001, UsedGoodsUpload)."),
            subcommands: [
                CategoriesCommand.self, PostCommand.self, ListCommand.self, ShowCommand.self,
                EditCommand.self, StatusCommand.self, DeleteCommand.self, StatsCommand.self,
            ]
        )
    }
}
