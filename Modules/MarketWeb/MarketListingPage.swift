import Core
import Foundation
import Market
import WebKit

/// One listing, as the CLI's `market show`: title, category, status, price, description
/// and dates, with the status picker (판매중/예약중/거래완료), edit and delete. Plain forms:
/// they work with JavaScript off.
enum MarketListingPage {
    @Sendable static func show(_ request: WebRequest) async throws -> WebResponse {
        let listing = try await request.listing()
        let statuses = ListingStatus.allCases.map { status -> HTML in
            "<option value=\"\(status.rawValue)\"\(status == listing.status ? " selected" : "")>\(request.text(status.label))</option>"
        }
        let category = ListingCategory.with(id: listing.categoryID)?.name(request.language) ?? ""
        return .page(
            title: listing.title,
            body: """
                \(DeletePages.notice(request))
                <article class="stack">
                <h2>\(listing.title)</h2>
                <p class="muted">\(category) · \(request.text(listing.status.label))</p>
                <p><strong>\(PriceFormatter.format(listing.price, request.language))</strong></p>
                <p class="details">\(listing.details)</p>
                <p class="muted">\(listing.createdAt.formatted(.iso8601.year().month().day()))</p>
                </article>
                <form method="post" action="\(MarketRoutes.status(listing.id))" class="chips">
                <label>\(request.text(MarketWebMessages.status)) <select name="\(field: .status)">\(statuses)</select></label>
                <button type="submit">\(request.text(MarketWebMessages.change))</button></form>
                <p><a class="button" href="\(MarketRoutes.edit(listing.id))">\(request.text(MarketWebMessages.edit))</a> \
                <a class="button plain" href="\(MarketRoutes.delete(listing.id))">\(request.text(WebMessages.delete))</a> \
                <a href="\(MarketRoutes.listings.path)">\(request.text(MarketWebMessages.listTitle))</a></p>
                """)
    }

    /// POST: the status picked, then back to the listing.
    @Sendable static func changeStatus(_ request: WebRequest) async throws -> WebResponse {
        let original = try await request.listing()
        guard let status = ListingStatus(rawValue: request.form[.status]) else {
            throw UserError(MarketMessages.unknownStatus(request.form[.status]), category: .invalidInput)
        }
        var listing = original
        listing.status = status
        _ = try await request.listings.update(listing, from: original)
        return .redirect(MarketRoutes.listing(listing.id))
    }

    /// The question before a delete.
    @Sendable static func confirmDelete(_ request: WebRequest) async throws -> WebResponse {
        let listing = try await request.listing()
        return DeletePages.confirm(
            MarketMessages.deleteConfirm, subject: "“\(listing.title)”", action: MarketRoutes.delete(listing.id),
            cancel: MarketRoutes.listing(listing.id), request)
    }

    /// POST: deletes, then the listings with Undo.
    @Sendable static func delete(_ request: WebRequest) async throws -> WebResponse {
        let listing = try await request.listing()
        let listings = try request.listings
        try await listings.delete(listing)
        return DeletePages.deleted(MarketMessages.deleted(listing.title), goTo: MarketRoutes.listings.path, request) {
            try await listings.restore(listing)
            return MarketRoutes.listing(listing.id)
        }
    }
}

extension WebRequest {
    /// The listing the path's `:id` names.
    func listing() async throws -> Listing {
        try await listings.listing(try recordID(MarketRoutes.listing))
    }
}
