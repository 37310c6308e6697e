import Core
import FeatureContract
import Market
import PageKit

/// "중고거래 글쓰기": the four fields, the category picker (`CategoryListViewModel`), the
/// free-share button, the live list of what is still missing and, on "제출", the seed's
/// alert ("성공", or "실패" with every problem in order), all from `ListingFormViewModel`.
/// The page is a real form too: with JavaScript off, "제출" posts it, the same rules check
/// it on the server, and a success opens the listing. Each form page carries a one-time
/// token, so a second submit of it never posts twice. What is typed is kept as the draft
/// (`ListingDrafts`, shared with `mosaic market post`) until the listing is posted, and
/// the form opens with it.
struct MarketFormPage {
    /// The listings.
    let listings: Provided<ListingRepository>
    /// The listing being written, kept until it is posted.
    let drafts: Provided<ListingDrafts>

    @Sendable func show(_ request: WebRequest) async throws -> WebResponse {
        let draft = try? await drafts().saved()
        return try await page(draft ?? ListingForm(), alert: nil, resumed: draft != nil, request)
    }

    /// POST (JavaScript off): posts the listing once per form, or shows the form again
    /// with the seed's "실패" and every problem, what was typed kept.
    @Sendable func submit(_ request: WebRequest) async throws -> WebResponse {
        let row = Int(request.form[.category])
        let form = ListingForm(
            title: request.form[.title],
            categoryID: row.flatMap { ListingCategory.all.indices.contains($0) ? ListingCategory.all[$0].id : nil },
            priceText: request.form[.price], details: request.form[.details])
        let draftStore = try drafts()
        guard form.problems.isEmpty else {
            try? await draftStore.keep(form)
            return try await page(form, alert: SubmitAlert(problems: form.problems), request)
        }
        let repository = try listings()
        return .redirect(
            try await request.submittedForms.once(request.form.value(.token)) {
                let listing = try await repository.create(from: form)
                try? await draftStore.remove()
                return MarketRoutes.listing(listing.id)
            })
    }

    private func page(
        _ initial: ListingForm, alert: SubmitAlert?, resumed: Bool = false,
        _ request: WebRequest
    ) async throws -> WebResponse {
        let draftStore = try drafts()
        let session = request.openSession()
        let picker = session.transform(
            CategoryListViewModel(), .init(rowSelected: session.events(.category).compactMapStream { Int($0) }))
        let output = session.transform(
            ListingFormViewModel(repository: try listings(), initial: initial),
            .init(
                title: session.events(.title), category: picker.chosen, price: session.events(.price),
                freeShareTapped: session.taps(.free), details: session.events(.details),
                submitTapped: session.taps(.submit)
            ))
        // The free-share button writes the price for the person, so the field shows what it wrote.
        session.render(session.taps(.free), into: .price) { _ in Self.priceField(ListingForm.freeSharePrice, request) }
        // Each change is kept as the draft; the posted listing ends it.
        let kept = output.form.dropFirst().map { form in (try? await draftStore.keep(form)) != nil }
        session.render(kept, into: .draft) { saved in
            saved ? "<span class=\"hint\" role=\"status\">\(request.text(MarketWebMessages.draftSaved))</span>" : .empty
        }
        let posted = output.saved.map { listing in
            try? await draftStore.remove()
            return listing
        }
        session.render(posted, into: .saved) { listing in
            "<p><a href=\"\(MarketRoutes.listing(listing.id))\">\(request.text(MarketWebMessages.saved))</a></p>"
        }
        session.on(output.alert) { alert in .alert(Self.text(alert, request)) }
        // A new, empty form lists nothing before something is typed (the seed only disabled 완료).
        let pristine = alert == nil && initial == ListingForm()
        let problems = await session.renderFirst(output.problems.markingFirst(), into: .problems) {
            FailureLine.list($0.isFirst && pristine ? [] : $0.element, request.language)
        }
        let free = await session.renderFirst(output.freeShareVisible, into: .free) { visible in
            visible
                ? "<button type=\"button\" class=\"chip\" data-tap=\"\(event: .free)\">\(request.text(MarketMessages.freeShare)) ✕</button>"
                : .empty
        }
        let categories = picker.categories.enumerated().map { row, category -> HTML in
            "<option value=\"\(row)\"\(category.id == initial.categoryID ? " selected" : "")>\(category.name(request.language))</option>"
        }
        let failed: HTML =
            alert.map { "<p class=\"error\" role=\"alert\">\(Self.text($0, request))</p>" }
            ?? (resumed
                ? "<p class=\"hint\" role=\"status\">\(request.text(MarketWebMessages.resumedDraft))</p>" : .empty)
        let audience = await AudienceField.html(request, Listing.self, id: nil, session: session)
        return .page(
            title: request.text(MarketWebMessages.formTitle),
            body: """
                <form method="post" action="\(MarketRoutes.new.path)" class="stack">
                <input type="hidden" name="\(field: .token)" value="\(SubmittedForms.newToken())">
                \(failed)
                <input name="\(field: .title)" data-live="\(event: .title)" value="\(initial.title)" placeholder="\(request.text(MarketWebMessages.titlePlaceholder))" \
                aria-label="\(request.text(MarketWebMessages.titlePlaceholder))">
                <select name="\(field: .category)" data-live="\(event: .category)" aria-label="\(request.text(MarketWebMessages.categoryPlaceholder))">
                <option value=""\(initial.categoryID == nil ? " selected" : "") disabled>\(request.text(MarketWebMessages.categoryPlaceholder))</option>\
                \(categories)</select>
                <span id="\(target: .price)">\(Self.priceField(initial.priceText, request))</span>
                <span id="\(target: .free)">\(free)</span>
                <textarea name="\(field: .details)" data-live="\(event: .details)" rows="8" placeholder="\(request.text(MarketWebMessages.detailsPlaceholder))" \
                aria-label="\(request.text(MarketWebMessages.detailsPlaceholder))">\(initial.details)</textarea>
                \(audience)
                <div id="\(target: .problems)">\(problems)</div>
                <p><button type="submit" data-tap="\(event: .submit)">\(request.text(MarketWebMessages.submit))</button></p>
                <div id="\(target: .saved)"></div><p id="\(target: .draft)"></p>
                </form>
                """, session: session)
    }

    /// The seed's alert as one text: its title, then its message.
    static func text(_ alert: SubmitAlert, _ request: WebRequest) -> String {
        [alert.title.text(request.language), alert.message(request.language)].compactMap { $0 }.joined(separator: "\n")
    }

    static func priceField(_ value: String, _ request: WebRequest) -> HTML {
        let placeholder = request.text(MarketWebMessages.pricePlaceholder)
        return
            "<input name=\"\(field: .price)\" data-live=\"\(event: .price)\" inputmode=\"numeric\" value=\"\(value)\" placeholder=\"\(placeholder)\" aria-label=\"\(placeholder)\">"
    }
}
