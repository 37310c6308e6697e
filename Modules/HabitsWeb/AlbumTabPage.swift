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
        let months = Set(
            try await repository.photos(goalIDs: try await repository.goals().map(\.id)).map(\.day.monthKey)
        ).sorted()
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
                month: session.events(.month).mapStream { $0.isEmpty ? nil : $0 }
            ))
        session.renderFailures(output.failure)
        let pages = session.paged(
            output.sections, items: { $0.flatMap { $0.days.flatMap(\.photos) } }, more: .more, request)
        // Who certified each photo shown, when another member did (a goal the household keeps).
        let sharing = request.dependencies.sharing
        let marked = pages.map { all, page in (all, page, await sharing.marks(for: page.items.map(\.photo))) }
        let album = await session.renderFirst(marked, into: .album) { all, page, marks in
            "\(sections(AlbumSection.first(page.items.count, of: all), request, marks: marks))\(ListFooter.html(page, more: .more, request))"
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

    func sections(_ sections: [AlbumSection], _ request: WebRequest, marks: [String: SharingMarks.Mark] = [:]) -> HTML {
        guard !sections.isEmpty else { return "<p class=\"hint\">\(request.text(HabitsMessages.emptyAlbum))</p>" }
        return HTML(
            joining: sections.map { section -> HTML in
                let days = section.days.map { day -> HTML in
                    let photos = day.photos.map { item -> HTML in
                        let draft = StampDraft(color: item.photo.color, style: item.photo.style)
                        return """
                            <li class="card"><a href="\(HabitsRoutes.editPhoto(item.photo.id))">\
                            \(StampPicker.preview(timeZone: dates.timeZone, CertificationImage.thumbnail(item.photo, value: item.value, request), draft: draft, date: item.photo.takenAt, request))</a>\
                            <p>\(item.goalTitle)\(marks[item.photo.storageID]?.owner.map { HTML(" · <span class=\"shared\">\($0)</span>") } ?? .empty)</p></li>
                            """
                    }
                    return "<h3>\(day.day.description)</h3><ul class=\"grid\">\(photos)</ul>"
                }
                return "<section><h2>\(section.category.title)</h2>\(days)</section>"
            })
    }
}
