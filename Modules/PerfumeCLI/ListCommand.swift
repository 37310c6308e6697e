import ArgumentParser
import CommandKit
import Console
import Perfume

/// `mosaic perfume list`: the home screen, newest tasting day first.
struct ListCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "list",
            abstract: HelpText.localized(
                en: "List test strips, newest tasting day first.", ko: "시향지를 시향 날짜 최신순으로 보여 줍니다."))
    }

    @Flag(help: .init(en: "Only wished (찜) perfumes.", ko: "찜한 향수만.")) var wished = false
    @Option(parsing: .unconditional, help: .init(en: "At most this many, 1–10,000.", ko: "최대 개수, 1–10,000.")) var limit:
        Int?
    @OptionGroup var tasted: TastingDayOptions
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if let limit { try global.check(limit, OptionRange.listLimit, option: "--limit") }
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let days = try tasted.days(context)
        let entries = try await context.perfumes.list(wishedOnly: wished, tasted: days, limit: limit)
        let empty =
            !days.isAll
            ? PerfumeCLIMessages.noneTasted : wished ? PerfumeMessages.emptyWished : PerfumeMessages.emptyHome
        return PerfumePresenter(io: context.io).list(entries, empty: empty)
    }
}
