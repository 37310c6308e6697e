import Core
import FeatureContract
import Habits
import PageKit

/// The album: every certified photo with its stamp, by category and day, live; one
/// category or one month when picked (`AlbumViewModel`), a page of photos at a time. A photo
/// opens its stamp editor.
struct AlbumTabPage {
    /// Categories, goals and certifications.
    let habits: Provided<HabitsRepository>
    /// Today and the time zone dates are shown in.
    let dates: DateProvider

    @Sendable func show(_ request: WebRequest) async throws -> WebResponse {
        let repository = try habits()
        let categories = try await repository.categories()
        let months = try await repository.albumMonths()
        let session = request.openSession()
        // The filters the address carries (the form sent without JavaScript, a shared link).
        // Only a category and a month the album has: anything else (a category not this member's,
        // a made-up month) shows everything, as picking "all" does.
        let category = request.query(.category).flatMap { id in categories.contains { $0.id.rawValue == id } ? id : nil
        }
        let month = request.query(.month).flatMap { months.contains($0) ? $0 : nil }
        let output = session.transform(
            AlbumViewModel(repository: repository, category: category, month: month),
            .init(
                category: session.events(.category).mapStream { $0.isEmpty ? nil : $0 },
                month: session.events(.month).mapStream { $0.isEmpty ? nil : $0 },
                moreRequested: session.taps(.more), initialShown: ListFooter.shownRequested(request)
            ))
        session.renderFailures(output.failure)
        // Who certified each photo shown, when another member did (a goal the household keeps).
        let sharing = request.dependencies.sharing
        let marked = output.album.map { page in (page, await sharing.marks(for: page.photos.items.map(\.photo))) }
        let album = await session.renderFirst(marked, into: .album) { page, marks in
            "\(sections(page.sections, request, marks: marks))\(ListFooter.html(page.photos, more: .more, request))"
        }
        let categoryOptions = categories.map {
            "<option value=\"\($0.id)\"\($0.id.rawValue == category ? " selected" : "")>\($0.title)</option>" as HTML
        }
        let monthOptions = months.map {
            "<option value=\"\($0)\"\($0 == month ? " selected" : "")>\($0)</option>" as HTML
        }
        return .page(
            title: request.text(HabitsWebMessages.albumTitle),
            body: """
                <p><a href="\(HabitsRoutes.goals.path)">\(request.text(HabitsWebMessages.goalsTitle))</a></p>
                <form method="get" action="\(HabitsRoutes.album.path)" class="row"><select name="\(field: .category)" data-live="\(event: .category)" aria-label="\(request.text(HabitsWebMessages.allCategories))">\
                <option value="">\(request.text(HabitsWebMessages.allCategories))</option>\(categoryOptions)</select>
                <select name="\(field: .month)" data-live="\(event: .month)" aria-label="\(request.text(HabitsWebMessages.allMonths))">\
                <option value="">\(request.text(HabitsWebMessages.allMonths))</option>\(monthOptions)</select>\
                <button type="submit" class="plain">\(request.text(HabitsWebMessages.showFiltered))</button></form>
                <div id="\(target: .failure)"></div>
                <div id="\(target: .album)">\(album)</div>
                """, session: session)
    }

    /// Each category's photos a month at a time, one grid a month: a photo carries its day in
    /// its stamp, a day imported without one says it was imported on its own tile.
    func sections(_ sections: [AlbumSection], _ request: WebRequest, marks: [String: SharingMarks.Mark] = [:]) -> HTML {
        guard !sections.isEmpty else { return "<p class=\"hint\">\(request.text(HabitsMessages.emptyAlbum))</p>" }
        return HTML(
            joining: sections.map { section -> HTML in
                let months = Dictionary(grouping: section.days, by: \.day.monthKey).sorted { $0.key < $1.key }
                let grids = months.map { month, days -> HTML in
                    let cards = days.flatMap(\.photos).map { card($0, request, marks: marks) }
                    return "<h3>\(request.text(HabitsWebMessages.month(month)))</h3><ul class=\"grid\">\(cards)</ul>"
                }
                return "<section><h2>\(section.category.title)</h2>\(grids)</section>"
            })
    }

    private func card(_ item: AlbumPhoto, _ request: WebRequest, marks: [String: SharingMarks.Mark]) -> HTML {
        let who = marks[item.photo.storageID]?.owner.map { HTML(" · <span class=\"shared\">\($0)</span>") } ?? .empty
        let picture: HTML
        if item.photo.image == nil {
            picture = CertificationImage.imported(item.photo, value: item.value, request)
        } else {
            let draft = StampDraft(color: item.photo.color, style: item.photo.style)
            picture = StampPicker.preview(
                timeZone: dates.timeZone, CertificationImage.thumbnail(item.photo, value: item.value, request),
                draft: draft, date: item.photo.takenAt, request)
        }
        return """
            <li class="card"><a href="\(HabitsRoutes.editPhoto(item.photo.id))">\(picture)</a>\
            <p>\(item.goalTitle)\(who)</p></li>
            """
    }
}
