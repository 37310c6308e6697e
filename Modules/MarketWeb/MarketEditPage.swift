import Core
import Market
import WebKit

/// Editing a listing: the four fields filled in, checked by the same rules as posting
/// (`ListingRepository.update`); a problem shows above the form with what was typed kept.
enum MarketEditPage {
    @Sendable static func show(_ request: WebRequest) async throws -> WebResponse {
        let listing = try await request.listing()
        let form = ListingForm(
            title: listing.title, categoryID: listing.categoryID, priceText: listing.price.map(String.init) ?? "",
            details: listing.details)
        return page(listing, form: form, problems: [], request)
    }

    /// POST: saves and opens the listing, or shows the form again with every problem.
    @Sendable static func save(_ request: WebRequest) async throws -> WebResponse {
        let original = try await request.listing()
        let form = ListingForm(
            title: request.form["title"], categoryID: Int(request.form["category"]),
            priceText: request.form["price"], details: request.form["details"])
        guard form.problems.isEmpty, let categoryID = form.categoryID else {
            return page(original, form: form, problems: form.problems, request)
        }
        var listing = original
        listing.title = form.title
        listing.categoryID = categoryID
        listing.price = form.price
        listing.details = form.details
        do {
            _ = try await request.listings.update(listing, from: original)
        } catch let error as UserError where error.category == .invalidInput {
            return page(original, form: form, problems: error.details, request)
        }
        return .redirect("/market/\(original.id)")
    }

    static func page(_ listing: Listing, form: ListingForm, problems: [Message], _ request: WebRequest) -> WebResponse {
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
                <form method="post" action="/market/\(listing.id)/edit" class="stack">
                \(failure)
                <label>\(request.text(MarketWebMessages.titlePlaceholder))<input name="title" value="\(form.title)" required></label>
                <label>\(request.text(MarketWebMessages.categoryPlaceholder))<select name="category">\(categories)</select></label>
                <label>\(request.text(MarketWebMessages.pricePlaceholder))<input name="price" inputmode="numeric" value="\(form.priceText)"></label>
                <label>\(request.text(MarketWebMessages.detailsPlaceholder))<textarea name="details" rows="8">\(form.details)</textarea></label>
                <p><button type="submit">\(request.text(MarketWebMessages.save))</button> \
                <a class="button plain" href="/market/\(listing.id)">\(request.text(WebMessages.cancel))</a></p>
                </form>
                """)
    }
}
