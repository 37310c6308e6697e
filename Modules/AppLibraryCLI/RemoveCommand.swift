import AppLibrary
import ArgumentParser
import Console

/// `mosaic apps remove ID`: "삭제"; the reviews stay unless `--with-reviews`.
struct RemoveCommand: MosaicCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove an app from the library (삭제).")

    @Argument(help: "The App Store id.") var id: String
    @Flag(name: .customLong("with-reviews"), help: "Also delete the reviews written for it.") var withReviews = false
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws {
        let removed = try await context.library.remove(id: id.trimmingWhitespace, withReviews: withReviews)
        context.io.success(AppLibraryCLIMessages.removed(removed.app.name, reviews: withReviews))
    }
}
