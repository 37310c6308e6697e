import Core
import FeatureContract
import Market
import PageKit

/// Editing a listing: the four fields filled in, checked by the same rules as posting
/// (`ListingRepository.update`); a problem shows above the form with what was typed kept.
struct MarketEditPage {
    /// The listings.
    let listings: Provided<ListingRepository>

    @Sendable func show(_ request: WebRequest) async throws -> WebResponse {
        let listing = try await listings().listing(named: request)
        let form = ListingForm(
            title: listing.title, categoryID: listing.categoryID, priceText: listing.price.map(String.init) ?? "",
            details: listing.details)
        return await Self.page(listing, form: form, problems: [], request)
    }

    /// POST: saves and opens the listing, or shows the form again with every problem. The
    /// form carries the version it was drawn from: a field it changes that was changed
    /// elsewhere since is not overwritten; the form comes back with what was typed and the
    /// change in words, drawn from the newer version (saving again keeps what was typed).
    @Sendable func save(_ request: WebRequest) async throws -> WebResponse {
        let stored = try await listings().listing(named: request)
        let original = EditedVersion.original(in: request.form, current: stored)
        let form = ListingForm(
            title: request.form[.title], categoryID: Int(request.form[.category]),
            priceText: request.form[.price], details: request.form[.details])
        guard form.problems.isEmpty, let categoryID = form.categoryID else {
            return await Self.page(original, form: form, problems: form.problems, request)
        }
        var listing = original
        listing.title = form.title
        listing.categoryID = categoryID
        listing.price = form.price
        listing.details = form.details
        do {
            _ = try await listings().update(listing, from: original)
        } catch let error as UserError where error.category == .invalidInput {
            return await Self.page(original, form: form, problems: error.details, request)
        } catch {
            guard let changes = StaleEditNotice.changes(in: error) else { throw error }
            let typed = ["title": form.title, "price": form.priceText, "description": form.details]
            let notice = StaleEditNotice.html(
                changes, labels: Self.fieldLabels, typed: typed, values: Self.storedValues(request),
                reopen: MarketRoutes.edit(stored.id), request)
            return await Self.page(
                try await listings().listing(named: request), form: form, problems: [], request, notice: notice)
        }
        return .redirect(MarketRoutes.listing(original.id))
    }

    /// The form's labels by the stored field each one writes.
    static let fieldLabels: [String: Message] = [
        "title": MarketWebMessages.titleField, "categoryID": MarketWebMessages.categoryField,
        "price": MarketWebMessages.priceField, "description": MarketWebMessages.detailsField,
        "status": MarketWebMessages.status,
    ]

    /// Stored values as the page shows them: prices in won, a category and a status by name.
    static func storedValues(_ request: WebRequest) -> [String: (String) -> String] {
        let price = { (text: String) in Int(text).map { PriceFormatter.format($0, request.language) } ?? text }
        let unquoted = { (text: String) in String(text.filter { $0 != "\"" }) }
        return [
            "price": price, "soldPrice": price,
            "categoryID": { text in Int(text).flatMap(ListingCategory.with(id:))?.name(request.language) ?? text },
            "status": { text in ListingStatus(rawValue: unquoted(text)).map { request.text($0.label) } ?? text },
        ]
    }

    /// The form for `listing` (its version carried along), filled with `form`.
    static func page(
        _ listing: Listing, form: ListingForm, problems: [Message], _ request: WebRequest, notice: HTML = .empty
    ) async -> WebResponse {
        let audience = await AudienceField.html(request, Listing.self, id: listing.id, session: nil)
        let categories = ListingCategory.all.map { category -> HTML in
            "<option value=\"\(category.id)\"\(category.id == form.categoryID ? " selected" : "")>\(category.name(request.language))</option>"
        }
        let failure: HTML =
            problems.isEmpty
            ? .empty
            : """
            <div role="alert"><p class="error">\(request.text(MarketMessages.failure))</p>\(FailureLine.list(problems, request.language))</div>
            """
        return .page(
            title: listing.title,
            body: """
                <form method="post" action="\(MarketRoutes.edit(listing.id))" class="stack">
                \(EditedVersion.input(listing))\(notice)\(failure)
                <label>\(request.text(MarketWebMessages.titlePlaceholder))<input name="\(field: .title)" value="\(form.title)" required></label>
                <label>\(request.text(MarketWebMessages.categoryPlaceholder))<select name="\(field: .category)">\(categories)</select></label>
                <label>\(request.text(MarketWebMessages.pricePlaceholder))<input name="\(field: .price)" inputmode="numeric" value="\(form.priceText)"></label>
                <label>\(request.text(MarketWebMessages.detailsPlaceholder))<textarea name="\(field: .details)" rows="8">\(form.details)</textarea></label>
                \(audience)
                <p><button type="submit">\(request.text(MarketWebMessages.save))</button> \
                <a class="button plain" href="\(MarketRoutes.listing(listing.id))">\(request.text(WebMessages.cancel))</a></p>
                </form>
                """)
    }
}
