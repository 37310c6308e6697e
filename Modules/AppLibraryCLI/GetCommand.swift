import AppLibrary
import ArgumentParser
import CommandKit
import Console

/// `mosaic apps get ID`: "받기", a fresh snapshot into the library.
struct GetCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "get",
            abstract: HelpText.localized(en: "Get an app into the library (받기).", ko: "앱을 보관함에 받습니다."))
    }

    @Argument(help: .appStoreID, completion: .libraryAppIDs) var id: String
    @Option(help: .init(en: "Storefront (default kr).", ko: "스토어 국가(기본값 kr).")) var country = "kr"
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let app = try await AppLookup.find(
            try await AppLookup.appID(id, country: country, library: context.library, store: context.itunes),
            country: country, library: context.library, preferLibrary: false, store: context.itunes)
        let json = AppPresenter.JSONApp(app: app, inLibrary: true)
        switch try await context.library.get(app) {
        case .added: return .written(AppLibraryCLIMessages.got(app.name), json: json)
        case .refreshed: return .data(Document(), json: json, caption: AppLibraryCLIMessages.alreadyInLibrary(app.name))
        }
    }
}
