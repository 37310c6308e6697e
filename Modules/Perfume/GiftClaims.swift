import Core
import Foundation
import Persistence

/// A household's wishlist, seen from the giving side: another member claims a strip its owner
/// shares and wishes for ("선물할게요"), so two people do not buy the same gift, and the wisher
/// learns who gave it only when they mark it received. The store keeps each claim from the
/// wisher (`save(_:hiddenFromOwnerOf:id:)`), so no page, list, search, export or stream of
/// theirs can show one.
public struct GiftClaims: Sendable {
    let store: any RecordStore
    let dates: DateProvider

    public init(store: any RecordStore, dates: DateProvider) {
        self.store = store
        self.dates = dates
    }

    /// Claims the wished strip `id` as this member's gift; claiming it again changes nothing.
    @discardableResult
    public func claim(_ id: RecordID<PerfumeEntry>) async throws -> GiftClaim {
        let now = dates.now()
        return try await store.write { writer in
            guard let entry = try writer.fetch(PerfumeEntry.self, id: id) else {
                throw UserError(PersistenceMessages.notFound(id.rawValue), category: .notFound)
            }
            guard entry.wished else { throw UserError(PerfumeMessages.claimNeedsWish, category: .invalidInput) }
            if let mine = try writer.fetch(GiftClaim.self, id: id) { return mine }
            guard try writer.fetch(GiftClaim.self, ids: [id]).isEmpty else {
                throw UserError(PerfumeMessages.claimedByAnother, category: .invalidInput)
            }
            let claim = GiftClaim(id: id, claimedAt: now)
            do {
                try writer.save(claim, hiddenFromOwnerOf: PerfumeEntry.self, id: id)
            } catch PersistenceError.ownRecord {
                throw UserError(PerfumeMessages.ownWish, category: .invalidInput)
            }
            return claim
        }
    }

    /// Takes this member's claim of the strip `id` back.
    public func unclaim(_ id: RecordID<PerfumeEntry>) async throws {
        guard try await store.delete(GiftClaim.self, id: id) else {
            throw UserError(PerfumeMessages.notClaimed, category: .notFound)
        }
    }

    /// The wisher's "받았어요": the wish ends, and whoever claimed it shows. Only the strip's
    /// owner can (its wish is theirs).
    public func received(_ id: RecordID<PerfumeEntry>) async throws -> PerfumeEntry {
        let now = dates.now()
        return try await store.write { writer in
            guard var entry = try writer.fetch(PerfumeEntry.self, id: id) else {
                throw UserError(PersistenceMessages.notFound(id.rawValue), category: .notFound)
            }
            // A strip no longer wished is left as it is (nothing to end, no new time of change).
            if entry.wished {
                entry.wished = false
                entry.updatedAt = now
                try writer.save(entry)
            }
            try writer.reveal(GiftClaim.self, id: id)
            return entry
        }
    }

    /// The claim of the strip `id` this member may see: their own, or another member's when
    /// the strip is not theirs (or they have received it); nil when there is none.
    public func claim(of id: RecordID<PerfumeEntry>) async throws -> GiftClaim? {
        try await store.read { try $0.fetch(GiftClaim.self, ids: [id]).first }
    }
}
