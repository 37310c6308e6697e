import AppLibrary
import Core
import FeatureContract
import PageKit

/// "보관함": the saved apps by genre, filtered as you type, each with "삭제"
/// (`LibraryViewModel`; removing one already gone shows the seed's alert), a page at a time.
struct AppLibraryPage {
    /// The library and the reviews.
    let library: Provided<LibraryRepository>
    /// The clock its view-model's timers run on.
    let clock: any Clock<Duration>

    @Sendable func show(_ request: WebRequest) async throws -> WebResponse {
        let session = request.openSession()
        let library = try library()
        // What 삭제 takes away is kept first, so the line it leaves can offer Undo.
        let removals = session.events(.remove, reading: AppID.init(checking:)).map { id -> AppID in
            if let saved = try? await library.saved(id: id) {
                session.send(
                    .html(
                        target: .undo,
                        DeletePages.undoable(AppLibraryWebMessages.removed(saved.app.name), request) {
                            try await library.restore(saved)
                            return AppLibraryRoutes.library.path
                        }))
            }
            return id
        }.asStream()
        let output = session.transform(
            LibraryViewModel(repository: library, clock: clock),
            .init(
                query: session.events(.query), removeTapped: removals, initialQuery: request.query(.q) ?? "",
                moreRequested: session.taps(.more), initialShown: ListFooter.shownRequested(request)))
        session.on(output.alert) { .alert($0.message.text(request.language)) }
        let sharing = request.dependencies.sharing
        let marked = output.shelf.map { page in (page, await sharing.marks(for: page.apps.items)) }
        let shelf = await session.renderFirst(marked, into: .sections) { page, marks in
            """
            \(Self.sections(page.sections, request, marks: marks))\
            \(ListFooter.html(page.apps, more: .more, request))
            """
        }
        let placeholder = request.text(AppLibraryWebMessages.libraryPlaceholder)
        return .page(
            title: request.text(AppLibraryMessages.library),
            body: """
                <p><a class="button" href="\(AppLibraryRoutes.search.path)">\(request.text(AppLibraryWebMessages.searchTitle))</a></p>
                <form method="get" action="\(AppLibraryRoutes.library.path)" role="search"><input type="search" name="\(field: .q)" data-live="\(event: .query)" data-url="q" \
                value="\(request.query(.q) ?? "")" placeholder="\(placeholder)" aria-label="\(placeholder)"></form>
                <div id="\(target: .undo)"></div>
                <div id="\(target: .sections)">\(shelf)</div>
                """, session: session)
    }

    static func sections(
        _ sections: [GenreSection], _ request: WebRequest, marks: [String: SharingMarks.Mark] = [:]
    ) -> HTML {
        guard !sections.isEmpty else {
            return "<p class=\"hint\">\(request.text(AppLibraryMessages.noLibraryMatches))</p>"
        }
        return HTML(
            joining: sections.map { section -> HTML in
                let apps = section.apps.map { saved -> HTML in
                    """
                    <li class="card with-action"><a href="\(AppLibraryRoutes.app(saved.id))"><strong>\(saved.app.name)</strong>\
                    \(SharingBadge.html(marks[saved.storageID], request))</a>\
                    \(ActionForm.html(action: AppLibraryRoutes.toggle(saved.id), back: AppLibraryRoutes.library.path, """
                    <button type="submit" class="plain" data-tap="\(event: .remove)" data-value="\(saved.id.rawValue)">\(request.text(AppLibraryMessages.delete))</button>
                    """))</li>
                    """
                }
                return
                    "<section class=\"genre\"><h2>\(request.text(section.title))</h2><ul class=\"grid\">\(apps)</ul></section>"
            })
    }
}
