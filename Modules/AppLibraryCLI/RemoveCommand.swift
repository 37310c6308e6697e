import AppLibrary
import ArgumentParser
import CommandKit
import Console

/// `mosaic apps remove ID`: "삭제"; the reviews stay unless `--with-reviews`.
struct RemoveCommand: MosaicCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Remove an app from the library (삭제).")

    @Argument(help: "The App Store id.") var id: String
    @Flag(
        name: .customLong("with-reviews"),
        help: "Also delete the reviews written for it (asks first; --yes without a terminal).") var withReviews = false
    @OptionGroup var confirmation: DeleteConfirmation
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        // The library entry can be fetched again from the store; the reviews are the person's own.
        if withReviews {
            let app = try await context.library.app(id: id.trimmingWhitespace)
            guard
                try confirmation.allows(
                    AppLibraryCLIMessages.confirmRemoveReviews, subject: app.app.name, in: context.prompter)
            else { return .done }
        }
        let removed = try await context.library.remove(id: id.trimmingWhitespace, withReviews: withReviews)
        return .written(
            AppLibraryCLIMessages.removed(removed.app.name, reviews: withReviews),
            json: AppPresenter.JSONApp(app: removed.app, inLibrary: false))
    }
}
