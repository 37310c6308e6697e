import Core
import FeatureContract
import Foundation
import PageKit
import Perfume

/// One test strip, live: the wish heart (throttled 500 ms by `PerfumeDetailViewModel`),
/// edit, and "삭제하기", which asks first (the seed's action sheet) and then returns to the
/// journal with Undo. A strip deleted elsewhere while open says so.
struct PerfumeDetailPage {
    /// The journal.
    let perfumes: Provided<PerfumeRepository>
    /// The strip's gift, when it is wished or was given.
    let gift: PerfumeGiftSection
    /// The clock its view-model's timers run on.
    let clock: any Clock<Duration>

    @Sendable func show(_ request: WebRequest) async throws -> WebResponse {
        let repository = try perfumes()
        let stored = try await repository.entry(id: try request.recordID(PerfumeRoutes.entry))
        // Another member's strip: its wish is theirs (no heart to tap); the gift is ours to give.
        let mine = await request.dependencies.sharing.marks(for: [stored])[stored.storageID]?.owner == nil
        let giftSection = try await gift.html(stored, mine: mine, request)
        let session = request.openSession()
        let output = session.transform(
            PerfumeDetailViewModel(repository: repository, entry: stored, clock: clock),
            .init(wishTapped: session.taps(.wish))
        )
        session.renderFailures(output.failure)
        session.render(output.deletedElsewhere, into: .entry) { _ in
            "<p class=\"hint\" role=\"status\">\(request.text(PerfumeMessages.deletedElsewhere))</p><p><a href=\"\(PerfumeRoutes.journal.path)\">\(request.text(PerfumeWebMessages.homeTitle))</a></p>"
        }
        let entry = await session.renderFirst(output.entry, into: .entry) { Self.detail($0, request, mine: mine) }
        return .page(
            title: stored.name,
            body: """
                <div id="\(target: .failure)"></div>
                <article id="\(target: .entry)">\(entry ?? Self.detail(stored, request, mine: mine))</article>
                \(giftSection)
                """, session: session)
    }

    /// `mine`: the reader keeps the strip, so its heart is theirs to tap; on another's it only shows.
    /// The name is the page's heading; the brand under it beside the heart; the sentence and the
    /// notes with their #tags as links (each once: no second row of them).
    static func detail(_ entry: PerfumeEntry, _ request: WebRequest, mine: Bool = true) -> HTML {
        """
        <div class="byline"><span>\(entry.brand)</span> \(mine ? ActionForm.html(action: PerfumeRoutes.wish(entry.id), back: PerfumeRoutes.entry(entry.id), """
            <button type="submit" class="heart" data-tap="\(event: .wish)" aria-pressed="\(entry.wished ? "true" : "false")" \
            title="\(request.text(PerfumeWebMessages.wish))" aria-label="\(request.text(PerfumeWebMessages.wish))">\(entry.wished ? "♥" : "♡")</button>
            """) : entry.wished ? "<span class=\"heart\" role=\"img\" aria-label=\"\(request.text(PerfumeWebMessages.wish))\">♥</span>" : HTML.empty)</div>
        <p class="sentence">“\(linkingTags(entry.sentence))”</p>
        <p class="muted">\(linkingTags(entry.notes ?? ""))</p>
        \(entry.photo.map { StoredPhoto.full($0, alt: "\(entry.brand) \(entry.name)") })\
        \(entry.photo.map { StoredPhoto.originalLink($0, request) })
        <p class="muted">\(entry.date?.description ?? "")</p>
        <p><a class="button" href="\(PerfumeRoutes.edit(entry.id))">\(request.text(PerfumeWebMessages.edit))</a> \
        <a class="button plain" href="\(PerfumeRoutes.delete(entry.id))">\(request.text(WebMessages.delete))</a></p>
        """
    }

    /// `text` with each #tag a link to a search for it (as `PerfumeTags` finds them).
    static func linkingTags(_ text: String) -> HTML {
        var parts: [HTML] = []
        var plain = ""
        var tag: String?
        func endTag() {
            guard let word = tag else { return }
            tag = nil
            guard !word.isEmpty else { return plain.append("#") }
            parts.append("\(plain)")
            plain = ""
            let query = word.lowercased().addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? word
            parts.append("<a class=\"tag\" href=\"\(PerfumeRoutes.search.path)?q=\(query)\">#\(word)</a>")
        }
        for character in text {
            if character == "#" {
                endTag()
                tag = ""
            } else if tag != nil, character.isLetter || character.isNumber || character == "_" || character == "-" {
                tag?.append(character)
            } else {
                endTag()
                plain.append(character)
            }
        }
        endTag()
        parts.append("\(plain)")
        return HTML(joining: parts)
    }

    /// POST (JavaScript off): the heart, then back to the strip.
    @Sendable func toggleWish(_ request: WebRequest) async throws -> WebResponse {
        let entry = try await perfumes().toggleWish(id: try request.recordID(PerfumeRoutes.entry))
        return .redirect(request.returnPath(or: PerfumeRoutes.entry(entry.id)))
    }

    /// The seed's action sheet: "삭제하기" or "취소".
    @Sendable func confirmDelete(_ request: WebRequest) async throws -> WebResponse {
        let entry = try await perfumes().entry(id: try request.recordID(PerfumeRoutes.entry))
        return DeletePages.confirm(
            PerfumeMessages.deleteConfirm, subject: "\(entry.brand) \(entry.name)",
            action: PerfumeRoutes.delete(entry.id), cancel: PerfumeRoutes.entry(entry.id), request)
    }

    /// POST: deletes the strip and its photo, then the journal with Undo (the photo kept
    /// in memory until then).
    @Sendable func delete(_ request: WebRequest) async throws -> WebResponse {
        let repository = try perfumes()
        let entry = try await repository.entry(id: try request.recordID(PerfumeRoutes.entry))
        let photo = try await repository.photoData(of: entry)
        try await repository.delete(entry)
        return DeletePages.deleted(
            PerfumeMessages.deleted("\(entry.brand) \(entry.name)"), goTo: PerfumeRoutes.journal.path, request
        ) {
            try await repository.restore(entry, photo: photo)
            return PerfumeRoutes.entry(entry.id)
        }
    }
}
