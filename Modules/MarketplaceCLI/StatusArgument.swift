import Core
import Marketplace

/// Reads a status argument.
enum StatusArgument {
    static func parse(_ text: String) throws -> ListingStatus {
        guard let status = ListingStatus(text: text) else {
            throw UserError(MarketplaceMessages.unknownStatus(text), category: .invalidInput)
        }
        return status
    }
}
