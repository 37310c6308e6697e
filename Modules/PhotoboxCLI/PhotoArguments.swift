import ArgumentParser
import Core
import Photobox

/// Parses the colour, order and metric options with Mosaic's own messages.
enum PhotoArguments {
    static func color(_ text: String?) throws(UserError) -> PhotoColor? {
        guard let text else { return nil }
        guard let color = PhotoColor(argument: text) else {
            throw UserError(PhotoboxCLIMessages.invalidColor(text), category: .invalidInput)
        }
        return color
    }
}

extension LikedOrder: ExpressibleByArgument {}
extension PhotoMetric: ExpressibleByArgument {}
