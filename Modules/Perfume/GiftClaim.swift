import Foundation
import Persistence

/// "선물할게요": a member's word that they will give a perfume another member wishes for. Each
/// member keeps their own (`isPersonal`), and it is kept from the wisher by the store until
/// they mark the perfume received, so the gift stays a surprise.
public struct GiftClaim: Record, Equatable {
    public static let collection = "perfume_gift_claims"
    public static let isPersonal = true

    /// The wished strip's id.
    public let id: RecordID<PerfumeEntry>
    /// When it was claimed.
    public var claimedAt: Date

    public init(id: RecordID<PerfumeEntry>, claimedAt: Date) {
        self.id = id
        self.claimedAt = claimedAt
    }
}
