import Console
import Marketplace

extension CommandContext {
    /// The listings of this run's store.
    var listings: ListingRepository {
        ListingRepository(store: records, dates: dates, ids: ids)
    }
}
