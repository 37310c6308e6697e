import ArgumentParser
import CommandKit

/// `mosaic apps`: App Store search, a local library by genre, and reviews.
struct AppsCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "apps",
            abstract: HelpText.localized(
                en: "Search the App Store, keep a library by genre, write reviews (seed 004, AppStore-Project).",
                ko: "앱스토어를 검색하고, 장르별 보관함을 만들고, 리뷰를 씁니다(시드 004, AppStore-Project)."),
            subcommands: [
                SearchCommand.self, ShowCommand.self, GetCommand.self, RemoveCommand.self, LibraryCommand.self,
                ReviewCommand.self, ReviewsCommand.self, OutdatedCommand.self, ImportCommand.self,
            ]
        )
    }
}
