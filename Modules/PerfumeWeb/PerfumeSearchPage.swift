import Core
import Perfume
import WebKit

/// "검색": results as you type, debounced 300 ms by `PerfumeSearchViewModel` (a newer
/// query cancels an older search still running).
enum PerfumeSearchPage {
    @Sendable static func show(_ request: WebRequest) async throws -> WebResponse {
        let session = request.openSession()
        let output = session.transform(PerfumeSearchViewModel(repository: try request.perfumes, clock: request.dependencies.clock),
                                       .init(query: session.events("query", startingWith: request.query["q"])))
        session.render(output.results, into: "results") { results in
            if let hint = results.hint { return "<p class=\"hint\">\(request.text(hint))</p>" }
            return "<ul class=\"stack\">\(results.entries.map(PerfumeCards.row))</ul>"
        }
        session.renderFailures(output.failure, into: "results")
        let placeholder = request.text(PerfumeMessages.searchPlaceholder)
        return .page(title: request.text(PerfumeWebMessages.searchTitle), body: """
            <input type="search" name="query" data-live="query" data-url="q" value="\(request.query["q"] ?? "")" autofocus \
            placeholder="\(placeholder)" aria-label="\(placeholder)">
            <div id="results"><p class="hint">\(placeholder)</p></div>
            """, session: session)
    }
}
