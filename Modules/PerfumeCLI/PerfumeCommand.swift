import ArgumentParser
import CommandKit

/// `mosaic perfume`: the scent test-strip journal.
struct PerfumeCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "perfume",
            abstract: HelpText.localized(
                en: "A perfume test-strip journal: add, wish, search, edit, export (seed 000, Hyanggi).",
                ko: "향수 시향지 일지: 추가, 찜, 검색, 수정, 내보내기(시드 000, Hyanggi)."),
            subcommands: [
                AddCommand.self, ListCommand.self, ShowCommand.self, EditCommand.self, DeleteCommand.self,
                WishCommand.self, UnwishCommand.self, ClaimCommand.self, UnclaimCommand.self, ReceivedCommand.self,
                SearchCommand.self, OpenCommand.self, ExportCommand.self,
                ImportCommand.self, TagsCommand.self, StatsCommand.self,
            ]
        )
    }
}
