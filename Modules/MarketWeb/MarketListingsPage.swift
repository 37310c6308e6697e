import Core
import FeatureContract
import Market
import PageKit

/// The listings, newest first, with category, status and free-only filters and search
/// as you type (debounced by `ListingsViewModel`), a page at a time; a post written anywhere
/// appears live.
struct MarketListingsPage {
    /// The listings.
    let listings: Provided<ListingRepository>
    /// The clock its view-model's timers run on.
    let clock: any Clock<Duration>

    @Sendable func show(_ request: WebRequest) async throws -> WebResponse {
        let session = request.openSession()
        // The filters and search the address carries (a shared link, Back, the form sent without JavaScript).
        var initial = ListingCriteria()
        initial.categoryID = request.query(.category).flatMap { Int($0) }
        initial.status = request.query(.status).flatMap(ListingStatus.init(rawValue:))
        initial.freeOnly = !(request.query(.free) ?? "").isEmpty
        initial.mineOnly = !(request.query(.mine) ?? "").isEmpty
        let criteria = session.relay(
            initial,
            [
                .category: { $0.categoryID = Int($1) },
                .status: { $0.status = ListingStatus(rawValue: $1) },
                .free: { $0.freeOnly = !$1.isEmpty },
                .mine: { $0.mineOnly = !$1.isEmpty },
            ])
        let output = session.transform(
            ListingsViewModel(repository: try listings(), clock: clock),
            .init(
                criteria: criteria.values(), searchText: session.events(.search),
                initialSearchText: request.query(.q) ?? "", moreRequested: session.taps(.more),
                initialShown: ListFooter.shownRequested(request)))
        session.renderFailures(output.failure)
        let sharing = request.dependencies.sharing
        let marked = output.listings.map { page in (page, await sharing.marks(for: page.items)) }
        let listings = await session.renderFirst(marked, into: .listings) { page, marks in
            "\(Self.rows(page.items, request, marks: marks))\(ListFooter.html(page, more: .more, request))"
        }
        let categories = ListingCategory.all.map { category -> HTML in
            "<option value=\"\(category.id)\"\(category.id == initial.categoryID ? " selected" : "")>\(category.name(request.language))</option>"
        }
        let statuses = ListingStatus.allCases.map { status -> HTML in
            "<option value=\"\(status.rawValue)\"\(status == initial.status ? " selected" : "")>\(request.text(status.label))</option>"
        }
        return .page(
            title: request.text(MarketWebMessages.listTitle),
            body: """
                \(DeletePages.notice(request))
                <p><a class="button" href="\(MarketRoutes.new.path)">\(request.text(MarketWebMessages.write))</a> \
                <a class="button plain" href="\(MarketRoutes.stats.path)">\(request.text(MarketWebMessages.statsTitle))</a></p>
                <form method="get" action="\(MarketRoutes.listings.path)" class="chips" role="search">
                <input type="search" name="\(field: .q)" data-live="\(event: .search)" data-url="q" value="\(request.query(.q) ?? "")" placeholder="\(request.text(MarketWebMessages.search))" \
                aria-label="\(request.text(MarketWebMessages.search))">
                <select name="\(field: .category)" data-live="\(event: .category)" aria-label="\(request.text(MarketWebMessages.allCategories))"><option value="">\(request.text(MarketWebMessages.allCategories))</option>\(categories)</select>
                <select name="\(field: .status)" data-live="\(event: .status)" aria-label="\(request.text(MarketWebMessages.anyStatus))"><option value="">\(request.text(MarketWebMessages.anyStatus))</option>\(statuses)</select>
                <label class="chip"><input type="checkbox" name="\(field: .free)" value="1" data-live="\(event: .free)"\(initial.freeOnly ? " checked" : "")> \
                \(request.text(MarketWebMessages.freeOnly))</label>
                <label class="chip"><input type="checkbox" name="\(field: .mine)" value="1" data-live="\(event: .mine)"\(initial.mineOnly ? " checked" : "")> \
                \(request.text(MarketMessages.mine))</label>
                <button type="submit" class="plain">\(request.text(MarketWebMessages.search))</button>
                </form>
                <div id="\(target: .failure)"></div>
                <div id="\(target: .listings)">\(listings)</div>
                """, session: session)
    }

    static func rows(_ listings: [Listing], _ request: WebRequest, marks: [String: SharingMarks.Mark] = [:]) -> HTML {
        guard !listings.isEmpty else { return "<p class=\"hint\">\(request.text(MarketMessages.noMatches))</p>" }
        return
            "<ul class=\"grid\">\(listings.map { card($0, request, shared: SharingBadge.html(marks[$0.storageID], request)) })</ul>"
    }

    static func card(_ listing: Listing, _ request: WebRequest, shared: HTML = .empty) -> HTML {
        let category = ListingCategory.with(id: listing.categoryID)?.name(request.language) ?? ""
        return """
            <li class="card"><a href="\(MarketRoutes.listing(listing.id))"><strong>\(listing.title)</strong>\(shared)\
            <p class="muted">\(category) · \(request.text(listing.status.label))</p>\
            <p>\(PriceFormatter.format(listing.price, request.language))</p><p>\(listing.details)</p></a></li>
            """
    }
}
