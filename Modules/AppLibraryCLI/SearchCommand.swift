import AppLibrary
import ArgumentParser
import CommandKit
import Console
import Core

/// `mosaic apps search TERM`: a table like `mas search`, ✓ for apps in the library.
struct SearchCommand: MosaicCommand {
    static let configuration = CommandConfiguration(
        commandName: "search", abstract: "Search the App Store for iPhone apps.")

    @Argument(help: "What to look for (any text: C++, Q&A, 한글, emoji).") var term: String
    @Option(help: "Storefront, two letters (default kr).") var country = "kr"
    @Option(parsing: .unconditional, help: "Results per page, 1–200.") var limit = 30
    @Option(parsing: .unconditional, help: "Which page of results, 1–1,000.") var page = 1
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
