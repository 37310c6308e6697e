import ArgumentParser
import CommandKit

/// `mosaic photos`: Unsplash topics, random photos and search, likes kept offline, a profile.
struct PhotosCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "photos",
            abstract: HelpText.localized(
                en: "Browse Unsplash photos, keep liked ones offline, manage a profile (seed 002, Photobox).",
                ko: "Unsplash 사진을 둘러보고, 좋아요한 사진을 오프라인에 두고, 프로필을 관리합니다(시드 002, Photobox)."),
            subcommands: [
                ProfileCommand.self, TopicsCommand.self, RandomCommand.self, SearchCommand.self, LikeCommand.self,
                UnlikeCommand.self, LikesCommand.self, ShowCommand.self, OpenCommand.self,
            ]
        )
    }
}
