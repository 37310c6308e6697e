import ArgumentParser
import CommandKit
import Console
import Core
import Photobox

/// `mosaic photos random`: the Random tab.
struct RandomCommand: MosaicCommand {
    static let configuration = CommandConfiguration(commandName: "random", abstract: "Show random photos.")

    @Option(parsing: .unconditional, help: "How many, 1–30.") var count = 10
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        try global.check(count, 1...30, option: "--count")
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let client = try context.unsplash()
        try await context.requireProfile()
        let photos = try await client.randomPhotos(count: count)
        let liked = try await context.likes.likedIDs()
        let presenter = PhotoPresenter(context)
        let cards = PhotoCard.cards(photos, liked: liked)
        return .data(Document(presenter.feed(cards)), json: presenter.json(cards))
    }
}
