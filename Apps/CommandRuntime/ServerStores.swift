import FeatureContract
import Foundation
import Persistence

/// The stores a server is handed: the household's own (members, sign-ins: the server's,
/// never a page's), and each member's, scoped to them (what their pages are given).
public struct ServerStores: Sendable {
    /// The whole store, for the server's own settings.
    public let household: FeatureStores
    /// The stores of the member with this id.
    public let member: @Sendable (String) -> FeatureStores
    /// Everything the member with this id keeps, as one file (`mosaic export --member`'s).
    public let archive: @Sendable (String) async throws -> Data

    package init(
        household: FeatureStores, member: @escaping @Sendable (String) -> FeatureStores,
        archive: @escaping @Sendable (String) async throws -> Data
    ) {
        self.household = household
        self.member = member
        self.archive = archive
    }
}
