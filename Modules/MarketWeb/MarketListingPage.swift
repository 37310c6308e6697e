import Core
import FeatureContract
import Foundation
import Market
import PageKit

/// One listing, as the CLI's `market show`: title, category, status, price, description
/// and dates, with the status picker (판매중/예약중/거래완료), edit and delete. Plain forms:
/// they work with JavaScript off.
struct MarketListingPage {
    /// The listings.
    let listings: Provided<ListingRepository>

    @Sendable func show(_ request: WebRequest) async throws -> WebResponse {
        let listing = try await listings().listing(named: request)
        let statuses = ListingStatus.allCases.map { status -> HTML in
            "<option value=\"\(status.rawValue)\"\(status == listing.status ? " selected" : "")>\(request.text(status.label))</option>"
        }
        let category = ListingCategory.with(id: listing.categoryID)?.name(request.language) ?? ""
        // What it went for, once sold (kept for the stats, and shown here).
        let sold: HTML =
            listing.soldPrice.map {
                " · \(request.text(MarketWebMessages.soldFor(PriceFormatter.total($0, request.language))))"
            } ?? .empty
        return .page(
            title: listing.title,
            body: """
                \(DeletePages.notice(request))
                <article class="stack">
                <p class="muted">\(category) · \(request.text(listing.status.label))</p>
                <p><strong>\(PriceFormatter.format(listing.price, request.language))</strong>\(sold)</p>
                <p class="details">\(listing.details)</p>
                <p class="muted">\(listing.createdAt.formatted(.iso8601.year().month().day()))</p>
                </article>
                <form method="post" action="\(MarketRoutes.status(listing.id))" class="chips">
                <label>\(request.text(MarketWebMessages.status)) <select name="\(field: .status)">\(statuses)</select></label>
                <label>\(request.text(MarketWebMessages.soldPrice)) <input name="\(field: .price)" inputmode="numeric" \
                value="\(listing.soldPrice.map(String.init) ?? "")" placeholder="\(listing.price.map(String.init) ?? "")"></label>
                <button type="submit">\(request.text(MarketWebMessages.change))</button></form>
                <p><a class="button" href="\(MarketRoutes.edit(listing.id))">\(request.text(MarketWebMessages.edit))</a> \
                <a class="button plain" href="\(MarketRoutes.delete(listing.id))">\(request.text(WebMessages.delete))</a> \
                <a href="\(MarketRoutes.listings.path)">\(request.text(MarketWebMessages.listTitle))</a></p>
                """)
    }

    /// POST: the status picked, then back to the listing.
    @Sendable func changeStatus(_ request: WebRequest) async throws -> WebResponse {
        let original = try await listings().listing(named: request)
        guard let status = ListingStatus(rawValue: request.form[.status]) else {
            throw UserError(MarketMessages.unknownStatus(request.form[.status]), category: .invalidInput)
        }
        var listing = original
        listing.status = status
        // The price it went for, with 거래완료 (15000, 1.5만, 무료); blank keeps the asking price.
        let typed = request.form[.price].trimmingCharacters(in: .whitespaces)
        if status == .sold, !typed.isEmpty { listing.soldPrice = try PriceParser.parse(typed) }
        _ = try await listings().update(listing, from: original)
        return .redirect(MarketRoutes.listing(listing.id))
    }

    /// The question before a delete.
    @Sendable func confirmDelete(_ request: WebRequest) async throws -> WebResponse {
        let listing = try await listings().listing(named: request)
        return DeletePages.confirm(
            MarketMessages.deleteConfirm, subject: "“\(listing.title)”", action: MarketRoutes.delete(listing.id),
            cancel: MarketRoutes.listing(listing.id), request)
    }

    /// POST: deletes, then the listings with Undo.
    @Sendable func delete(_ request: WebRequest) async throws -> WebResponse {
        let listing = try await listings().listing(named: request)
        let repository = try listings()
        try await repository.delete(listing)
        return DeletePages.deleted(MarketMessages.deleted(listing.title), goTo: MarketRoutes.listings.path, request) {
            try await repository.restore(listing)
            return MarketRoutes.listing(listing.id)
        }
    }
}

extension ListingRepository {
    /// The listing a page's path names (its `:id`).
    func listing(named request: WebRequest) async throws -> Listing {
        try await listing(try request.recordID(MarketRoutes.listing))
    }
}
