import ArgumentParser
import Console
import Core
import Photobox

/// `mosaic photos random`: the Random tab.
struct RandomCommand: MosaicCommand {
    static let configuration = CommandConfiguration(commandName: "random", abstract: "Show random photos.")

    @Option(help: "How many, 1–30.") var count = 10
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard (1...30).contains(count) else { throw ValidationError("--count must be 1 to 30.") }
    }

    func run(in context: CommandContext) async throws {
        let client = try context.unsplash()
        try await context.requireProfile()
        let photos = try await client.randomPhotos(count: count)
        let liked = try await context.likes.likedIDs()
        try PhotoPresenter(io: context.io).print(PhotoCard.cards(photos, liked: liked))
    }
}
