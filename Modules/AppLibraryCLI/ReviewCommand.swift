import ArgumentParser

/// `mosaic apps review`: write reviews.
struct ReviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review", abstract: "Write a review.", subcommands: [ReviewAddCommand.self])
}
