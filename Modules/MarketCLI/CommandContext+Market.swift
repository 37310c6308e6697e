import CommandKit
import Market

extension CommandContext {
    /// The listings of this run's store.
    var listings: ListingRepository {
        get throws { try dependencies.shared { try ListingRepository(store: $0.records, dates: $0.dates, ids: $0.ids) } }
    }
}
