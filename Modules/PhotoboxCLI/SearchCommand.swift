import ArgumentParser
import CommandKit
import Console
import Core
import Photobox

/// `mosaic photos search QUERY`: the Search tab; every page keeps the order and colour.
struct SearchCommand: MosaicCommand {
    static let configuration = CommandConfiguration(commandName: "search", abstract: "Search photos (사진 검색).")

    @Argument(help: "What to look for.") var query: String
    @Option(help: "relevant or 관련순 (default), latest or 최신순.") var order = "relevant"
    @Option(help: "Colour filter: black_and_white, black, white, yellow, orange, red, purple, magenta, green, teal, blue.")
    var color: String?
    @Option(parsing: .unconditional, help: "First page to show (20 photos a page), 1–1,000.") var page = 1
    @Option(parsing: .unconditional, help: "How many pages to show from --page, 1–10.") var pages = 1
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        // A value outside the option's list is a usage error (64) like every other; the
        // seed's 인기순 says why it is not one.
        do { _ = try SearchOrder.parse(order) } catch { throw global.usageError(error.message) }
        try global.check(page, OptionRange.pages, option: "--page")
        try global.check(pages, 1...10, option: "--pages")
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let photoQuery = PhotoQuery(text: query, order: try SearchOrder.parse(order), color: try PhotoArguments.color(color))
        guard !query.trimmingWhitespace.isEmpty else { throw UserError(PhotoboxMessages.emptyQuery, category: .invalidInput) }
        let client = try context.unsplash()
        try await context.requireProfile()
        var photos: [UnsplashPhoto] = []
        var current = page
        var last = try await client.search(photoQuery, page: current)
        photos += last.photos
        while current < page + pages - 1, current < last.totalPages {
            current += 1
            last = try await client.search(photoQuery, page: current)
            photos += last.photos
        }
        let liked = try await context.likes.likedIDs()
        let presenter = PhotoPresenter(context)
        let cards = PhotoCard.cards(photos, liked: liked)
        let json = JSONResults(total: last.total, totalPages: last.totalPages, pages: [page, current], photos: presenter.json(cards))
        guard !photos.isEmpty else { return .empty(PhotoboxMessages.noSearchResults, json: json) }
        return .data(Document(presenter.table(cards)), json: json,
                     caption: PhotoboxCLIMessages.searchSummary(total: last.total, pages: page...current, of: last.totalPages))
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
