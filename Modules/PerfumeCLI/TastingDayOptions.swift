import ArgumentParser
import CommandKit
import Core
import Perfume

/// `--from`, `--to` and `--on`, as jrnl has them: which tasting days `list` and `search`
/// keep, in any form `--date` takes. They combine with `--wished` and the search words.
struct TastingDayOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: .init(
            en:
                "Only entries tasted on or after this day (2024.05.01, 2024-05-01, yesterday, 3 days ago, last friday).",
            ko: "이 날이나 그 뒤에 시향한 기록만(2024.05.01, 2024-05-01, 어제, 3일 전, 지난주 금요일)."))
    var from: String?
    @Option(
        parsing: .unconditional,
        help: .init(en: "Only entries tasted on or before this day.", ko: "이 날이나 그 전에 시향한 기록만."))
    var to: String?
    @Option(
        parsing: .unconditional,
        help: .init(
            en: "Only entries tasted on this day (not with --from or --to).",
            ko: "이 날 시향한 기록만(--from, --to와 함께 쓸 수 없습니다)."))
    var on: String?

    func validate() throws {
        if on != nil, from != nil || to != nil {
            throw ValidationError(PerfumeCLIMessages.onWithRange.text(HelpText.language))
        }
    }

    /// The days asked for; a usage error (64) when the range ends before it starts.
    func days(_ context: CommandContext) throws -> TastingDays {
        if let on = try DateArgument.parse(on, context) { return .on(on) }
        let days = TastingDays(first: try DateArgument.parse(from, context), last: try DateArgument.parse(to, context))
        if let first = days.first, let last = days.last, last < first {
            throw UserError(PerfumeCLIMessages.rangeBackwards(first, last), category: .usage)
        }
        return days
    }
}
