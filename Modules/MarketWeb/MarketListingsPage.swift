import Core
import Market
import WebKit

/// The listings, newest first, with category, status and free-only filters and search
/// as you type (debounced by `ListingsViewModel`); a post written anywhere appears live.
enum MarketListingsPage {
    @Sendable static func show(_ request: WebRequest) async throws -> WebResponse {
        let session = request.openSession()
        let criteria = StateRelay(ListingCriteria())
        let changes: [(String, @Sendable (inout ListingCriteria, String) -> Void)] = [
            ("category", { $0.categoryID = Int($1) }),
            ("status", { $0.status = ListingStatus(rawValue: $1) }),
            ("free", { $0.freeOnly = !$1.isEmpty }),
        ]
        for (event, change) in changes {
            session.on(session.events(event)) { value in
                criteria.update { change(&$0, value) }
                return nil
            }
        }
        let output = session.transform(ListingsViewModel(repository: try request.listings, clock: request.dependencies.clock),
                                       .init(criteria: criteria.values(), searchText: session.events("search")))
        session.renderFailures(output.failure)
        let listings = await session.renderFirst(output.listings, into: "listings") { rows($0, request) }
        let categories = ListingCategory.all.map { "<option value=\"\($0.id)\">\($0.name(request.language))</option>" as HTML }
        let statuses = ListingStatus.allCases.map { "<option value=\"\($0.rawValue)\">\(request.text($0.label))</option>" as HTML }
        return .page(title: request.text(MarketWebMessages.listTitle), body: """
            <p><a class="button" href="/market/new">\(request.text(MarketWebMessages.write))</a></p>
            <div class="chips">
            <input type="search" name="search" data-live="search" placeholder="\(request.text(MarketWebMessages.search))" \
            aria-label="\(request.text(MarketWebMessages.search))">
            <select name="category" data-live="category"><option value="">\(request.text(MarketWebMessages.allCategories))</option>\(categories)</select>
            <select name="status" data-live="status"><option value="">\(request.text(MarketWebMessages.anyStatus))</option>\(statuses)</select>
            <label class="chip"><input type="checkbox" name="free" value="1" data-live="free"> \(request.text(MarketWebMessages.freeOnly))</label>
            </div>
            <div id="failure"></div>
            <div id="listings">\(listings)</div>
            """, session: session)
    }

    static func rows(_ listings: [Listing], _ request: WebRequest) -> HTML {
        guard !listings.isEmpty else { return "<p class=\"hint\">\(request.text(MarketMessages.noMatches))</p>" }
        return "<ul class=\"grid\">\(listings.map { card($0, request) })</ul>"
    }

    static func card(_ listing: Listing, _ request: WebRequest) -> HTML {
        let category = ListingCategory.with(id: listing.categoryID)?.name(request.language) ?? ""
        return """
            <li class="card"><strong>\(listing.title)</strong><p class="muted">\(category) · \(request.text(listing.status.label))</p>\
            <p>\(PriceFormatter.format(listing.price, request.language))</p><p>\(listing.details)</p></li>
            """
    }
}
