import Core
import Foundation
import Persistence

/// Listings in the record store: create from a valid form, query, edit, delete.
public struct ListingRepository: Sendable {
    let store: any RecordStore
    let dates: DateProvider
    let ids: IDProvider

    public init(store: any RecordStore, dates: DateProvider, ids: IDProvider) {
        self.store = store
        self.dates = dates
        self.ids = ids
    }

    /// Saves a new listing from `form`; fails with every problem when it is not valid.
    public func create(from form: ListingForm) async throws -> Listing {
        let problems = form.problems
        guard problems.isEmpty, let categoryID = form.categoryID else {
            throw UserError(MarketMessages.failure, category: .invalidInput, details: problems)
        }
        let now = dates.now()
        let listing = Listing(
            id: RecordID(ids.next()), title: form.title.trimmingWhitespace, categoryID: categoryID,
            price: form.price, details: form.details.trimmingWhitespace, createdAt: now, updatedAt: now)
        try await store.save(listing)
        return listing
    }

    /// The listing `id` names.
    public func listing(_ id: RecordID<Listing>) async throws -> Listing {
        try await store.existing(Listing.self, id: id)
    }

    /// The listing whose id is or starts with `prefix`.
    public func find(_ prefix: String) async throws -> Listing {
        try await store.resolve(Listing.self, idPrefix: prefix) { "\($0.id)  \($0.title)" }
    }

    /// Saves changes to a listing, stamping `updatedAt`; the changed listing must still be
    /// valid, and the stored one still `original` (else `PersistenceError.conflict`).
    public func update(_ listing: Listing, from original: Listing) async throws -> Listing {
        let form = ListingForm(
            title: listing.title, categoryID: listing.categoryID,
            priceText: listing.price.map(String.init) ?? "", details: listing.details)
        let problems = form.problems
        guard problems.isEmpty else {
            throw UserError(MarketMessages.failure, category: .invalidInput, details: problems)
        }
        let now = dates.now()
        // This edit owns the fields it changes; the others keep what is stored now.
        var owned: [RecordField<Listing>] = []
        if listing.title != original.title { owned.append(Listing.Fields.title) }
        if listing.details != original.details { owned.append(Listing.Fields.details) }
        if listing.categoryID != original.categoryID { owned.append(Listing.Fields.categoryID) }
        if listing.price != original.price { owned.append(Listing.Fields.price) }
        if listing.status != original.status { owned.append(Listing.Fields.status) }
        if listing.soldPrice != original.soldPrice { owned.append(Listing.Fields.soldPrice) }
        // An edit that changes nothing writes nothing (its time of change included).
        guard !owned.isEmpty else { return try await self.listing(original.id) }
        return try await store.update(original, owning: owned) { [owned] current in
            var changed = current
            let changes = Set(owned)
            if changes.contains(Listing.Fields.title) { changed.title = listing.title.trimmingWhitespace }
            if changes.contains(Listing.Fields.details) { changed.details = listing.details.trimmingWhitespace }
            if changes.contains(Listing.Fields.categoryID) { changed.categoryID = listing.categoryID }
            if changes.contains(Listing.Fields.price) { changed.price = listing.price }
            if changes.contains(Listing.Fields.status) { changed.status = listing.status }
            if changes.contains(Listing.Fields.soldPrice) { changed.soldPrice = listing.soldPrice }
            // A price it went for belongs to a sale: one taken back forgets it.
            if changed.status != .sold { changed.soldPrice = nil }
            changed.updatedAt = now
            return (changed, [])
        }
    }

    public func delete(_ listing: Listing) async throws {
        try await store.delete(Listing.self, id: listing.id)
    }

    /// Puts a deleted listing back as it was (Undo).
    public func restore(_ listing: Listing) async throws {
        try await store.save(listing)
    }

    /// Listings matching `criteria`, in its order: the first `limit` when given, read from
    /// the store alone, so a page of a long market reads a page.
    public func listings(_ criteria: ListingCriteria, limit: Int? = nil) async throws -> [Listing] {
        let query = try criteria.query.containing(text: criteria.searchText)
        guard criteria.order == .price else { return try await store.fetch(query.limit(limit)) }
        // "No price" sorts first in SQL; people expect it last.
        let priced = try await store.fetch(query.filter(.notEquals(Listing.Fields.price, .null)).limit(limit))
        if let limit, priced.count >= limit { return priced }
        let unpriced = query.filter(.equals(Listing.Fields.price, .null)).limit(limit.map { $0 - priced.count })
        return priced + (try await store.fetch(unpriced))
    }

    /// A signal now and after every change to the listings, for live screens.
    public func changes() -> AsyncThrowingStream<Void, any Error> {
        store.changes(of: Listing.self)
    }
}
