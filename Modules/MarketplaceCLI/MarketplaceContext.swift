import Console
import Marketplace

extension CommandContext {
    /// The listings of this run's store.
    var listings: ListingRepository {
        ListingRepository(store: records, dates: dates, ids: ids)
    }
}

/// Reads the `--category` value: an id, a Korean or an English name.
enum CategoryArgument {
    static func parse(_ text: String?) throws -> ListingCategory? {
        guard let text else { return nil }
        guard let category = ListingCategory.find(text) else {
            throw UserError(MarketplaceMessages.unknownCategory(text), category: .invalidInput)
        }
        return category
    }
}

import Core
