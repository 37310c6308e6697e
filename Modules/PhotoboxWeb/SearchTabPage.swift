import Core
import FeatureContract
import PageKit
import Photobox

/// "사진 검색": the results for the text entered, in a grid with hearts; once results
/// exist, the colour chips; the order menu (인기순 is refused with the reason, as in
/// the command line); the next page loads when the grid's end scrolls into view
/// (`PhotoSearchViewModel` keeps every page on the same query and never loads twice).
struct SearchTabPage {
    /// What the Unsplash tabs share.
    let tab: UnsplashTab

    @Sendable func show(_ request: WebRequest) async throws -> WebResponse {
        try await tab.page(request, title: PhotoboxWebMessages.searchTitle) { session, tab in
            // A link to page 3 (`&page=3`) opens with pages 1 to 3, as scrolling had left them.
            let pages = Int(request.query(.page) ?? "") ?? 1
            let output = session.transform(
                PhotoSearchViewModel(
                    client: try tab.unsplash(), likes: try tab.likes(), openingPages: pages,
                    contentFilter: try await tab.contentFilter()),
                .init(
                    submit: session.events(.search, startingWith: request.query(.q)),
                    order: session.events(.order, startingWith: request.query(.order), reading: SearchOrder.parse),
                    colorTap: session.events(.color, startingWith: request.query(.color)).compactMapStream(
                        PhotoColor.init(rawValue:)),
                    reachedBottom: session.taps(.more), likeTap: session.events(.like, reading: PhotoID.init(checking:))
                ))
            // The page arrives with the results of the address's search (so it works without
            // JavaScript too); later pages and changes come live.
            let wanted = (request.query(.q) ?? "").trimmingWhitespace
            let color = request.query(.color).flatMap(PhotoColor.init(rawValue:))
            let settled = output.state.drop { !wanted.isEmpty && ($0.query.text != wanted || $0.query.color != color) }
                .compactMapStream { $0.isLoading ? nil : $0 }
            let found = await session.renderFirst(settled, into: .results) { Self.results($0, request) }
            session.render(output.toast, into: .toast) { PhotoCards.toast($0, request) }
            session.renderFailures(output.failure)
            return """
                \(Self.searchForm(request))
                <div id="\(target: .results)">\(found)</div>
                """
        }
    }

    /// The search field, the order menu (인기순 is refused with the reason) and the button.
    static func searchForm(_ request: WebRequest) -> HTML {
        let placeholder = request.text(PhotoboxMessages.emptyQuery)
        let chosen = request.query(.order)
        let options = SearchOrder.allCases.map {
            "<option value=\"\($0.rawValue)\"\($0.rawValue == chosen ? " selected" : "")>\(request.text($0.title))</option>"
                as HTML
        }
        return """
            <form data-submit="\(event: .search)" method="get" action="\(PhotoboxRoutes.search.path)" role="search" class="chips">\
            <input type="search" name="\(field: .q)" data-url="q" value="\(request.query(.q) ?? "")" \
            placeholder="\(placeholder)" aria-label="\(placeholder)" autofocus>
            <label>\(request.text(PhotoboxWebMessages.order))<select name="\(field: .order)" data-live="\(event: .order)" data-url="order">\(options)\
            <option value="popular">\(request.text(PhotoboxWebMessages.popular))</option></select></label>
            <button type="submit" class="plain">\(request.text(PhotoboxWebMessages.searchTab))</button></form>
            """
    }

    static func results(_ state: PhotoSearchState, _ request: WebRequest) -> HTML {
        let chips =
            state.photos.isEmpty && state.query.color == nil
            ? .empty : PhotoCards.colorChips(selected: state.query.color, request)
        let empty: HTML = state.emptyMessage.map { "<p class=\"hint\">\(request.text($0))</p>" } ?? .empty
        let loading = request.text(PhotoboxWebMessages.loading)
        // The next page loads when this line scrolls into view; without JavaScript it is a link.
        let more: HTML =
            if state.canLoadMore {
                """
                <p class="hint" data-visible="\(event: .more)"><a href="\(request.address(setting: "page", to: "\(state.page + 1)"))">\
                \(request.text(PhotoboxWebMessages.morePhotos))</a></p>
                """
            } else if state.isLoading {
                "<p class=\"hint\">\(loading)</p>"
            } else {
                .empty
            }
        // The address follows the pages shown, so a reload or a shared link shows as many.
        let address: HTML =
            state.page > 1 ? "<span hidden data-address=\"page\" data-value=\"\(state.page)\"></span>" : .empty
        return """
            \(chips)\(empty)
            <ul class="grid">\(state.cards.map { PhotoCards.card($0, request) })</ul>\(more)\(address)
            """
    }
}
