import Core
import FeatureContract
import PageKit
import Perfume

/// "검색": results as you type, debounced 300 ms by `PerfumeSearchViewModel` (a newer
/// query cancels an older search still running). The field is a GET form too: the page
/// arrives with the results of the address's `?q=`, with or without JavaScript, searched
/// at once rather than after the typing debounce. A page of results at a time.
struct PerfumeSearchPage {
    /// The journal.
    let perfumes: Provided<PerfumeRepository>
    /// The clock its view-model's timers run on.
    let clock: any Clock<Duration>

    @Sendable func show(_ request: WebRequest) async throws -> WebResponse {
        let session = request.openSession()
        let wanted = (request.query(.q) ?? "").trimmingWhitespace
        let output = session.transform(
            PerfumeSearchViewModel(repository: try perfumes(), clock: clock),
            .init(
                query: session.events(.query), initialQuery: wanted.isEmpty ? nil : request.query(.q),
                moreRequested: session.taps(.more), initialShown: ListFooter.shownRequested(request)))
        let draw: @Sendable (PerfumeSearchResults) -> HTML = { results in
            if let hint = results.hint { return "<p class=\"hint\">\(request.text(hint))</p>" }
            return """
                <ul class="stack">\(results.entries.map(PerfumeCards.row))</ul>\(ListFooter.html(results.page, more: .more, request))
                """
        }
        let pages = output.results
        // Nothing is searched before a query: only an address's query is waited for.
        var results: HTML?
        if wanted.isEmpty {
            session.render(pages, into: .results, draw)
        } else {
            results = await session.renderFirst(
                pages.drop { $0.query.trimmingWhitespace != wanted }, into: .results, draw)
        }
        session.renderFailures(output.failure, into: .results)
        let placeholder = request.text(PerfumeMessages.searchPlaceholder)
        return .page(
            title: request.text(PerfumeWebMessages.searchTitle),
            body: """
                <form method="get" action="\(PerfumeRoutes.search.path)" role="search">\
                <input type="search" name="\(field: .q)" data-live="\(event: .query)" data-url="q" value="\(request.query(.q) ?? "")" autofocus \
                placeholder="\(placeholder)" aria-label="\(placeholder)"></form>
                <div id="\(target: .results)">\(results ?? "<p class=\"hint\">\(placeholder)</p>")</div>
                """, session: session)
    }
}
