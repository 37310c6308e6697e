import ArgumentParser

/// `mosaic photos`: Unsplash topics, random photos and search, likes kept offline, a profile.
struct PhotosCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "photos",
        abstract: "Browse Unsplash photos, keep liked ones offline, manage a profile (seed 002, Photobox).",
        subcommands: [
            ProfileCommand.self, TopicsCommand.self, RandomCommand.self, SearchCommand.self, LikeCommand.self,
            UnlikeCommand.self, LikesCommand.self, ShowCommand.self, OpenCommand.self,
        ]
    )
}
