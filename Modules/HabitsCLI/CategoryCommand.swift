import ArgumentParser
import CommandKit
import Console
import Core
import Habits

/// `mosaic habits category …`.
struct CategoryCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "category",
            abstract: HelpText.localized(
                en: "Add, list, rename or delete categories.", ko: "카테고리를 추가하고, 보고, 이름을 바꾸고, 지웁니다."),
            subcommands: [
                CategoryAddCommand.self, CategoryListCommand.self, CategoryRenameCommand.self,
                CategoryDeleteCommand.self,
            ]
        )
    }
}
