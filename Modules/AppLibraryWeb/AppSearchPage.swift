import AppLibrary
import Core
import WebKit

/// The search tab: the iTunes results for the term entered, the next page loaded when
/// the list's end scrolls into view (`AppSearchViewModel` guards against double loads and
/// stops at the last page).
enum AppSearchPage {
    @Sendable static func show(_ request: WebRequest) async throws -> WebResponse {
        let session = request.openSession()
        let output = session.transform(
            AppSearchViewModel(client: try request.itunes(), library: try request.library, clock: request.dependencies.clock),
            .init(submit: session.events("search", startingWith: request.query["q"]), reachedBottom: session.taps("more"))
        )
        session.render(output.state, into: "results") { results($0, request) }
        session.renderFailures(output.failure)
        let placeholder = request.text(AppLibraryWebMessages.searchPlaceholder)
        return .page(title: request.text(AppLibraryWebMessages.searchTitle), body: """
            <p><a href="/apps/library">\(request.text(AppLibraryMessages.library))</a></p>
            <form data-submit="search"><input type="search" name="value" data-url="q" value="\(request.query["q"] ?? "")" \
            placeholder="\(placeholder)" aria-label="\(placeholder)" autofocus></form>
            <div id="failure"></div>
            <div id="results"></div>
            """, session: session)
    }

    static func results(_ state: AppSearchState, _ request: WebRequest) -> HTML {
        guard !state.term.isEmpty else { return .empty }
        let more: HTML = state.isExhausted ? .empty : "<p class=\"hint\" data-visible=\"more\">\(request.text(AppLibraryWebMessages.loading))</p>"
        return """
            <h2>\(request.text(state.title))</h2>
            <ul class="grid">\(state.apps.map { AppCards.card($0, request) })</ul>\(more)
            """
    }
}
