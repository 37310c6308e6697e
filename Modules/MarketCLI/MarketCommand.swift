import ArgumentParser

/// `mosaic market`: the used-goods listings.
struct MarketCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "market",
        abstract: "Used-goods listings: write, list, change status (seed 001, UsedGoodsUpload).",
        subcommands: [
            CategoriesCommand.self, PostCommand.self, ListCommand.self, ShowCommand.self,
            EditCommand.self, StatusCommand.self, DeleteCommand.self,
        ]
    )
}
