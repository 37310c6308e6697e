import Core
import FeatureContract
import PageKit
import Perfume

/// "향기": every test strip as a card with its photo; the heart shows wished ones only
/// (`?wished=1`, so the heart is a link that works without JavaScript too); a page of strips
/// at a time, more as the person scrolls (`ListFooter`). Driven by `PerfumeHomeViewModel`,
/// so a strip added anywhere (the command line too) appears live.
struct PerfumeJournalPage {
    /// The journal.
    let perfumes: Provided<PerfumeRepository>

    @Sendable func show(_ request: WebRequest) async throws -> WebResponse {
        let session = request.openSession()
        let output = session.transform(
            PerfumeHomeViewModel(repository: try perfumes()),
            .init(
                wishedFilterTapped: session.taps(.wished), moreRequested: session.taps(.more),
                initialWishedOnly: request.query(.wished) == "1", initialShown: ListFooter.shownRequested(request)))
        session.renderFailures(output.failure)
        let sharing = request.dependencies.sharing
        let marked = output.screen.map { screen in (screen, await sharing.marks(for: screen.entries)) }
        let journal = await session.renderFirst(marked, into: .journal) { screen, marks in
            """
            \(Self.filter(screen.wishedOnly, request))\
            \(PerfumeCards.grid(screen.entries, empty: screen.emptyMessage, request, marks: marks))\
            \(ListFooter.html(screen.strips, more: .more, request))
            """
        }
        return .page(
            title: request.text(PerfumeWebMessages.homeTitle),
            body: """
                \(DeletePages.notice(request))
                <p><a class="button" href="\(PerfumeRoutes.new.path)">\(request.text(PerfumeWebMessages.add))</a> \
                <a class="button plain" href="\(PerfumeRoutes.search.path)">\(request.text(PerfumeWebMessages.searchTitle))</a></p>
                <div id="\(target: .failure)"></div>
                <div id="\(target: .journal)">\(journal)</div>
                """, session: session)
    }

    static func filter(_ wishedOnly: Bool, _ request: WebRequest) -> HTML {
        """
        <a class="heart" role="button" href="\(request.address(setting: "wished", to: wishedOnly ? nil : "1", removing: [ListFooter.parameter]))" \
        data-tap="\(event: .wished)" data-url="wished" data-value="1" aria-pressed="\(wishedOnly ? "true" : "false")" \
        title="\(request.text(PerfumeWebMessages.wishedOnly))" aria-label="\(request.text(PerfumeWebMessages.wishedOnly))">\
        \(wishedOnly ? "♥" : "♡")</a>
        """
    }
}
