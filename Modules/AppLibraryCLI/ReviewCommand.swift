import ArgumentParser
import CommandKit

/// `mosaic apps review`: write reviews.
struct ReviewCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "review", abstract: HelpText.localized(en: "Write a review.", ko: "리뷰를 씁니다."),
            subcommands: [ReviewAddCommand.self])
    }
}
