import AppLibrary
import Core
import FeatureContract
import PageKit

/// The search tab: the iTunes results for the term entered, the next page loaded when
/// the list's end scrolls into view (`AppSearchViewModel` guards against double loads and
/// stops at the last page).
struct AppSearchPage {
    /// The library and the reviews.
    let library: Provided<LibraryRepository>
    /// The iTunes API.
    let itunes: Provided<ITunesClient>
    /// The clock its view-model's timers run on.
    let clock: any Clock<Duration>

    @Sendable func show(_ request: WebRequest) async throws -> WebResponse {
        let session = request.openSession()
        let output = session.transform(
            // A link to page 3 (`&page=3`) opens with pages 1 to 3, as scrolling had left them.
            AppSearchViewModel(
                client: try itunes(), library: try library(), clock: clock,
                openingPages: Int(request.query(.page) ?? "") ?? 1),
            .init(
                submit: session.events(.search, startingWith: request.query(.q)), reachedBottom: session.taps(.more),
                toggleTapped: session.events(.toggle, reading: AppID.init(checking:)))
        )
        // The page arrives with the results of the address's search (so it works without
        // JavaScript too); later pages and changes come live.
        let wanted = (request.query(.q) ?? "").trimmingWhitespace
        let settled = output.state.drop { !wanted.isEmpty && $0.term != wanted }.compactMapStream {
            $0.isLoading ? nil : $0
        }
        let found = await session.renderFirst(settled, into: .results) { Self.results($0, request) }
        session.renderFailures(output.failure)
        let placeholder = request.text(AppLibraryWebMessages.searchPlaceholder)
        return .page(
            title: request.text(AppLibraryWebMessages.searchTitle),
            body: """
                <p><a href="\(AppLibraryRoutes.library.path)">\(request.text(AppLibraryMessages.library))</a></p>
                <form data-submit="\(event: .search)" method="get" action="\(AppLibraryRoutes.search.path)" role="search"><input type="search" name="\(field: .q)" data-url="q" value="\(request.query(.q) ?? "")" \
                placeholder="\(placeholder)" aria-label="\(placeholder)" autofocus></form>
                <div id="\(target: .failure)"></div>
                <div id="\(target: .results)">\(found)</div>
                """, session: session)
    }

    static func results(_ state: AppSearchState, _ request: WebRequest) -> HTML {
        guard !state.term.isEmpty else { return .empty }
        // The next page loads when this line scrolls into view; without JavaScript it is a link.
        let more: HTML =
            state.isExhausted
            ? .empty
            : """
            <p class="hint" data-visible="\(event: .more)"><a href="\(request.address(setting: "page", to: "\(state.pages + 1)"))">\
            \(request.text(AppLibraryWebMessages.moreApps))</a></p>
            """
        // The address follows the pages shown, so a reload or a shared link shows as many.
        let address: HTML =
            state.pages > 1 ? "<span hidden data-address=\"page\" data-value=\"\(state.pages)\"></span>" : .empty
        return """
            <h2>\(request.text(state.title))</h2>
            <ul class="stack plain-list">\(state.apps.map { AppCards.row($0, isSaved: state.savedIDs.contains($0.id), request) })</ul>\(more)\(address)
            """
    }
}
