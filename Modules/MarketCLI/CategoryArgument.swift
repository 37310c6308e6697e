import Core
import Market

/// Reads the `--category` value: an id, a Korean or an English name.
enum CategoryArgument {
    static func parse(_ text: String?) throws -> ListingCategory? {
        guard let text else { return nil }
        guard let category = ListingCategory.find(text) else {
            // Outside the option's closed list: a usage error, as for every option (#31).
            throw UserError(MarketMessages.unknownCategory(text), category: .usage)
        }
        return category
    }
}
