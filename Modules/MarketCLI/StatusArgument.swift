import Core
import Market

/// Reads a status argument.
enum StatusArgument {
    static func parse(_ text: String) throws -> ListingStatus {
        guard let status = ListingStatus(text: text) else {
            throw UserError(MarketMessages.unknownStatus(text), category: .invalidInput)
        }
        return status
    }
}
