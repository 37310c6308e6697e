import ArgumentParser
import CommandKit
import Core
import Photobox

/// Parses the colour, order and metric options with Mosaic's own messages.
enum PhotoArguments {
    static func color(_ text: String?) throws(UserError) -> PhotoColor? {
        guard let text else { return nil }
        guard let color = PhotoColor(argument: text) else {
            throw UserError(PhotoboxCLIMessages.invalidColor(text), category: .usage)
        }
        return color
    }

    /// `--order` of a search: relevant/관련순 or latest/최신순; anything else is a usage
    /// error (64), and the seed's 인기순 says why it is not an order here.
    static func searchOrder(_ text: String) throws -> SearchOrder {
        do {
            return try SearchOrder.parse(text)
        } catch {
            throw ValidationError(
                error.message.text(HelpText.language))
        }
    }
}

extension LikedOrder: ExpressibleByArgument {}
extension PhotoMetric: ExpressibleByArgument {}
