import AppLibrary
import ArgumentParser
import CommandKit
import Console

/// `mosaic apps remove ID`: "삭제"; the reviews stay unless `--with-reviews`.
struct RemoveCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "remove",
            abstract: HelpText.localized(en: "Remove an app from the library (삭제).", ko: "보관함에서 앱을 삭제합니다."))
    }

    @Argument(help: .appStoreID, completion: .libraryAppIDs) var id: String
    @Flag(
        name: .customLong("with-reviews"),
        help: .init(
            en: "Also delete the reviews written for it (asks first; --yes without a terminal).",
            ko: "이 앱에 쓴 리뷰도 지웁니다(먼저 묻습니다; 터미널이 없으면 --yes).")) var withReviews = false
    @OptionGroup var confirmation: DeleteConfirmation
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        // A bundle id names an app of the library (no network asked).
        let id = try await AppLookup.appID(id, library: context.library, store: nil)
        // The library entry can be fetched again from the store; the reviews are the person's own.
        if withReviews {
            let app = try await context.library.app(id: id)
            guard
                try confirmation.allows(
                    AppLibraryCLIMessages.confirmRemoveReviews, subject: app.app.name, in: context.prompter)
            else { return .done }
        }
        let removed = try await context.library.remove(id: id, withReviews: withReviews)
        return .written(
            AppLibraryCLIMessages.removed(removed.app.name, reviews: withReviews),
            json: AppPresenter.JSONApp(app: removed.app, inLibrary: false))
    }
}
