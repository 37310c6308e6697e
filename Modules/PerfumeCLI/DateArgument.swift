import CommandKit
import Console
import Core
import Foundation
import Perfume

/// A `--date` value: `2024.05.01`, `2024-05-01`, `today` or `yesterday`, read against
/// the run's "now" (so `MOSAIC_NOW` pins it).
enum DateArgument {
    static func parse(_ text: String?, _ context: CommandContext) throws(UserError) -> TastingDay? {
        guard let text else { return nil }
        return try TastingDay.parse(text, now: context.dates.now(), timeZone: context.dates.timeZone)
    }
}
