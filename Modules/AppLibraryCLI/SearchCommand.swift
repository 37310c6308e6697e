import AppLibrary
import ArgumentParser
import CommandKit
import Console
import Core

/// `mosaic apps search TERM`: a table like `mas search`, ✓ for apps in the library.
struct SearchCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "search",
            abstract: HelpText.localized(en: "Search the App Store for iPhone apps.", ko: "앱스토어에서 iPhone 앱을 검색합니다."))
    }

    @Argument(
        help: .init(en: "What to look for (any text: C++, Q&A, 한글, emoji).", ko: "찾을 말(아무 글자나: C++, Q&A, 한글, 이모지)."))
    var term: String
    @Option(help: .init(en: "Storefront, two letters (default kr).", ko: "스토어 국가, 두 글자(기본값 kr).")) var country = "kr"
    @Option(
        name: [.customShort("n"), .long], parsing: .unconditional,
        help: .init(en: "Results per page, 1–200.", ko: "한 페이지의 결과 수, 1–200.")) var limit = 30
    @Option(parsing: .unconditional, help: .init(en: "Which page of results, 1–1,000.", ko: "결과 페이지, 1–1,000."))
    var page = 1
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        try global.check(limit, 1...200, option: "--limit")
        try global.check(page, OptionRange.pages, option: "--page")
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let result = try await context.itunes().search(term, country: country, limit: limit, offset: (page - 1) * limit)
        let saved = Set(try await context.library.apps().map(\.id))
        let presenter = AppPresenter(io: context.io)
        if result.skipped > 0 { context.io.warn(AppLibraryCLIMessages.skipped(result.skipped)) }
        let json = result.apps.map { AppPresenter.JSONApp(app: $0, inLibrary: saved.contains($0.id)) }
        guard !result.apps.isEmpty else {
            return .empty(
                page > 1 ? AppLibraryMessages.pastLastPage(page, term: term) : AppLibraryMessages.noResults(term),
                json: json)
        }
        return .data(
            Document(presenter.searchTable(result.apps, saved: saved)), json: json,
            caption: AppLibraryMessages.searchTitle(result.apps.count))
    }
}
