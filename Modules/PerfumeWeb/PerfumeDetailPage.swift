import Core
import Perfume
import WebKit

/// One test strip, live: the wish heart (throttled 500 ms by `PerfumeDetailViewModel`),
/// edit, and delete, which returns to the journal.
enum PerfumeDetailPage {
    @Sendable static func show(_ request: WebRequest) async throws -> WebResponse {
        let repository = try request.perfumes
        let stored = try await repository.entry(id: request.parameter("id"))
        let session = request.openSession()
        let output = session.transform(
            PerfumeDetailViewModel(repository: repository, entryID: stored.id, clock: request.dependencies.clock),
            .init(wishTapped: session.taps("wish"), deleteTapped: session.taps("delete"))
        )
        session.on(output.deleted) { .navigate("/perfume") }
        session.renderFailures(output.failure)
        let entry = await session.renderFirst(output.entry, into: "entry") { detail($0, request) }
        return .page(title: stored.brand, body: """
            <div id="failure"></div>
            <article id="entry">\(entry ?? detail(stored, request))</article>
            <p><a class="button" href="/perfume/\(stored.id)/edit">\(request.text(PerfumeWebMessages.edit))</a>
            <button type="button" class="plain" data-tap="delete">\(request.text(PerfumeWebMessages.delete))</button></p>
            """, session: session)
    }

    static func detail(_ entry: PerfumeEntry, _ request: WebRequest) -> HTML {
        """
        <button type="button" class="heart" data-tap="wish" aria-pressed="\(entry.wished ? "true" : "false")" \
        title="\(request.text(PerfumeWebMessages.wish))">\(entry.wished ? "♥" : "♡")</button>
        <h2>\(entry.brand)</h2><p>\(entry.name)</p><p>“\(entry.sentence)”</p>
        <p class="muted">\(entry.notes ?? "")</p>
        \(entry.photo.map { StoredPhoto.full($0, alt: "\(entry.brand) \(entry.name)") })
        <p class="muted">\(entry.date?.description ?? "")</p>
        """
    }
}
