import Core
import Market

/// Reads a status argument: outside the closed list, a usage error (64), as every such value.
enum StatusArgument {
    static func parse(_ text: String) throws -> ListingStatus {
        guard let status = ListingStatus(text: text) else {
            throw UserError(MarketMessages.unknownStatus(text), category: .usage)
        }
        return status
    }
}
