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
    @OptionGroup var limit: ListLimit
    @OptionGroup var tasted: TastingDayOptions
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let days = try tasted.days(context)
        let entries = try await context.perfumes.list(wishedOnly: wished, tasted: days, limit: limit.count)
        let empty =
            !days.isAll
            ? PerfumeCLIMessages.noneTasted : wished ? PerfumeMessages.emptyWished : PerfumeMessages.emptyHome
        return PerfumePresenter(io: context.io).list(entries, empty: empty)
    }
}
