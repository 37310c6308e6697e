import AppLibrary
import ArgumentParser
import CommandKit
import Console

/// `mosaic apps get ID`: "받기", a fresh snapshot into the library.
struct GetCommand: MosaicCommand {
    static let configuration = CommandConfiguration(commandName: "get", abstract: "Get an app into the library (받기).")

    @Argument(help: "The App Store id.") var id: String
    @Option(help: "Storefront (default kr).") var country = "kr"
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let app = try await AppLookup.find(
            AppID(id), country: country, library: context.library, preferLibrary: false, store: context.itunes)
        let json = AppPresenter.JSONApp(app: app, inLibrary: true)
        switch try await context.library.get(app) {
        case .added: return .written(AppLibraryCLIMessages.got(app.name), json: json)
        case .refreshed: return .data(Document(), json: json, caption: AppLibraryCLIMessages.alreadyInLibrary(app.name))
        }
    }
}
