import AppLibrary
import ArgumentParser
import CommandKit
import Console
import Core

/// `mosaic apps show ID`: the detail screen (the library's copy when saved).
struct ShowCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "show",
            abstract: HelpText.localized(
                en: "Show an app: ratings, size, version, languages, screenshots, my reviews.",
                ko: "앱을 보여 줍니다: 평점, 크기, 버전, 언어, 스크린샷, 내 리뷰."))
    }

    @Argument(
        help: .init(
            en: "The App Store id, or the bundle id (com.example.app).", ko: "앱스토어 id 또는 번들 id(com.example.app)."))
    var id: String
    @Option(help: .init(en: "Storefront for a lookup (default kr).", ko: "찾아볼 스토어 국가(기본값 kr).")) var country = "kr"
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let app = try await AppLookup.find(
            reference: id, country: country, library: context.library, store: context.itunes)
        let saved = try await context.library.saved(id: app.id)
        let inLibrary = saved != nil
        let reviews = try await context.library.reviews(appID: app.id)
        // A library app is shown from its saved copy, network or not: say so, and from when.
        let caption = saved.map {
            AppLibraryCLIMessages.savedCopy(day: LocalTime.parts($0.savedAt, in: context.dates.timeZone).day)
        }
        return .data(
            AppPresenter(io: context.io).detail(app, inLibrary: inLibrary, reviews: reviews),
            json: AppPresenter.JSONApp(app: app, inLibrary: inLibrary), caption: caption)
    }
}
