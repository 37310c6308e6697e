import ArgumentParser

/// `mosaic apps`: App Store search, a local library by genre, and reviews.
struct AppsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apps",
        abstract: "Search the App Store, keep a library by genre, write reviews (seed 004, AppStore-Project).",
        subcommands: [
            SearchCommand.self, ShowCommand.self, GetCommand.self, RemoveCommand.self, LibraryCommand.self,
            ReviewCommand.self, ReviewsCommand.self,
        ]
    )
}
