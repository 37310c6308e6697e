import ArgumentParser
import CommandKit
import Console
import Core
import Foundation
import Habits

/// `mosaic habits album`: the photos by category and day; `album export DIR` writes the HTML album.
struct AlbumCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "album",
            abstract: HelpText.localized(en: "The certification photos by category and day.", ko: "카테고리와 날짜별 인증 사진."),
            subcommands: [AlbumListCommand.self, AlbumExportCommand.self], defaultSubcommand: AlbumListCommand.self
        )
    }
}
