import Core
import Foundation
import Market
import Persistence
import PersistenceSQLite
import TestSupport

/// A repository on an in-memory store with fixed time and ids.
struct MarketFixture {
    let storage: SQLiteStorage
    let repository: ListingRepository

    init(now: String = "2024-05-01T09:00:00Z") throws {
        storage = try SQLiteStorage.inMemory(recordTypes: [Listing.self])
        repository = ListingRepository(store: storage.records, dates: .fixed(now), ids: .sequential(prefix: "listing-"))
    }

    func post(
        _ title: String, category: Int, price: String = "", details: String = "설명", status: ListingStatus = .selling,
        at date: String
    ) async throws -> Listing {
        let repository = ListingRepository(
            store: storage.records, dates: .fixed(date), ids: .sequential(prefix: "\(title)-"))
        let posted = try await repository.create(
            from: ListingForm(title: title, categoryID: category, priceText: price, details: details))
        var listing = posted
        if status != .selling {
            listing.status = status
            listing = try await repository.update(listing, from: posted)
        }
        return listing
    }
}
