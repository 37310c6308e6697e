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
    @Option(
        parsing: .unconditional,
        help: .init(en: "Only strips with this #tag (with or without the #).", ko: "이 #태그가 있는 시향지만(# 는 있어도 없어도)."))
    var tag: String?
    @OptionGroup var limit: ListLimit
    @OptionGroup var tasted: TastingDayOptions
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let days = try tasted.days(context)
        let wanted = tag.map { String($0.drop { $0 == "#" }).lowercased() }
        // A tag is found in the text, so the list is cut after it is kept.
        let entries =
            if let wanted {
                limit.prefix(
                    try await context.perfumes.list(wishedOnly: wished, tasted: days).filter {
                        $0.tags.contains(wanted)
                    })
            } else {
                try await context.perfumes.list(wishedOnly: wished, tasted: days, limit: limit.count)
            }
        let empty =
            !days.isAll
            ? PerfumeCLIMessages.noneTasted : wished ? PerfumeMessages.emptyWished : PerfumeMessages.emptyHome
        let sharing = await SharingColumn(for: entries, in: context)
        return PerfumePresenter(io: context.io).list(entries, empty: empty, sharing: sharing)
    }
}
