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

    func run(in context: CommandContext) async throws {
        let app = try await AppLookup.find(id, country: country, context, preferLibrary: false)
        switch try await context.library.get(app) {
        case .added: context.io.success(AppLibraryCLIMessages.got(app.name))
        case .refreshed: context.io.say(AppLibraryCLIMessages.alreadyInLibrary(app.name))
        }
        if context.io.json { try context.io.json(AppPresenter.JSONApp(app: app, inLibrary: true)) }
    }
}
