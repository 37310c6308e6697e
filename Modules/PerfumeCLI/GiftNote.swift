import CommandKit
import Core
import Perfume

/// What `perfume show` says of a strip's gift: who will give it (to the others), or who gave
/// it (to the wisher, once received); nothing when no claim is one this member may see.
enum GiftNote {
    static func of(_ entry: PerfumeEntry, _ context: CommandContext) async throws -> Message? {
        guard let claim = try await context.giftClaims.claim(of: entry.id) else { return nil }
        let giver = await context.dependencies.sharing.marks(for: [claim])[claim.storageID]?.owner
        return entry.wished ? PerfumeMessages.claimedBy(giver) : PerfumeMessages.givenBy(giver)
    }
}
