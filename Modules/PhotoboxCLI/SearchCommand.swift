import ArgumentParser
import CommandKit
import Console
import Core
import Photobox

/// `mosaic photos search QUERY`: the Search tab; every page keeps the order and colour.
struct SearchCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "search", abstract: HelpText.localized(en: "Search photos (사진 검색).", ko: "사진을 검색합니다."))
    }

    @Argument(help: .init(en: "What to look for.", ko: "찾을 말.")) var query: String
    @Option(
        help: .init(en: "relevant or 관련순 (default), latest or 최신순.", ko: "relevant 또는 관련순(기본값), latest 또는 최신순."),
        transform: PhotoArguments.searchOrder) var order: SearchOrder = .relevant
    @Option(
        help: .init(
            en:
                "Colour filter: black_and_white, black, white, yellow, orange, red, purple, magenta, green, teal, blue.",
            ko: "색 필터: black_and_white, black, white, yellow, orange, red, purple, magenta, green, teal, blue."))
    var color: String?
    @Option(
        parsing: .unconditional,
        help: .init(en: "First page to show (20 photos a page), 1–1,000.", ko: "보여 줄 첫 페이지(한 페이지에 사진 20장), 1–1,000."))
    var page = 1
    @Option(
        parsing: .unconditional,
        help: .init(en: "How many pages to show from --page, 1–10.", ko: "--page부터 보여 줄 페이지 수, 1–10.")) var pages = 1
    @OptionGroup var contentFilter: ContentFilterOption
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        try global.check(page, OptionRange.pages, option: "--page")
        try global.check(pages, 1...10, option: "--pages")
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let photoQuery = PhotoQuery(
            text: query, order: order, color: try PhotoArguments.color(color),
            contentFilter: try await contentFilter.resolved(context))
        let client = try context.unsplash()
        try await context.requireProfile()
        var photos: [UnsplashPhoto] = []
        var shown = page...page
        var last = PhotoSearchResults(total: 0, totalPages: 0, photos: [])
        for try await batch in client.search(photoQuery, pages: page, through: page + pages - 1) {
            photos += batch.results.photos
            shown = page...batch.page
            last = batch.results
        }
        let liked = try await context.likes.likedIDs()
        let presenter = PhotoPresenter(context)
        let cards = PhotoCard.cards(photos, liked: liked)
        let json = JSONResults(
            total: last.total, totalPages: last.totalPages, pages: [shown.lowerBound, shown.upperBound],
            photos: presenter.json(cards))
        guard !photos.isEmpty else {
            // Results exist, on fewer pages than --page: say so rather than "no results".
            let empty =
                last.totalPages > 0 && page > last.totalPages
                ? PhotoboxCLIMessages.pastLastPage(page, pages: last.totalPages, total: last.total)
                : PhotoboxMessages.noSearchResults
            return .empty(empty, json: json)
        }
        return .data(
            Document(presenter.table(cards)), json: json,
            caption: PhotoboxCLIMessages.searchSummary(total: last.total, pages: shown, of: last.totalPages))
    }

    /// `--json`: the photos shown, with the search's total and page count.
    struct JSONResults: Encodable {
        let total: Int
        let totalPages: Int
        /// The first and last page shown.
        let pages: [Int]
        let photos: [PhotoPresenter.JSONPhoto]
    }
}
