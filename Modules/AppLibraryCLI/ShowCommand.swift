import AppLibrary
import ArgumentParser
import CommandKit
import Console

/// `mosaic apps show ID`: the detail screen (the library's copy when saved).
struct ShowCommand: MosaicCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show an app: ratings, size, version, languages, screenshots, my reviews.")

    @Argument(help: "The App Store id.") var id: String
    @Option(help: "Storefront for a lookup (default kr).") var country = "kr"
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let app = try await AppLookup.find(AppID(id), country: country, library: context.library, store: context.itunes)
        let inLibrary = try await context.library.saved(id: app.id) != nil
        let reviews = try await context.library.reviews(appID: app.id)
        return .data(
            AppPresenter(io: context.io).detail(app, inLibrary: inLibrary, reviews: reviews),
            json: AppPresenter.JSONApp(app: app, inLibrary: inLibrary))
    }
}
