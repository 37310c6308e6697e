import ArgumentParser
import CommandKit
import Console
import Core
import Photobox

/// `mosaic photos random`: the Random tab.
struct RandomCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "random", abstract: HelpText.localized(en: "Show random photos.", ko: "무작위 사진을 보여 줍니다."))
    }

    @Option(parsing: .unconditional, help: .init(en: "How many, 1–30.", ko: "개수, 1–30.")) var count = 10
    @OptionGroup var contentFilter: ContentFilterOption
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        try global.check(count, 1...30, option: "--count")
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let client = try context.unsplash()
        try await context.requireProfile()
        let photos = try await client.randomPhotos(
            count: count, contentFilter: try await contentFilter.resolved(context))
        let liked = try await context.likes.likedIDs()
        let presenter = PhotoPresenter(context)
        let cards = PhotoCard.cards(photos, liked: liked)
        return .data(Document(presenter.feed(cards)), json: presenter.json(cards))
    }
}
