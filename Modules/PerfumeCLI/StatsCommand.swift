import ArgumentParser
import CommandKit
import Console
import Core
import Perfume

/// `mosaic perfume stats`: the journal in numbers: strips, wished share, strips per month,
/// and the brands and tags that come back most.
struct StatsCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "stats",
            abstract: HelpText.localized(
                en: "The journal in numbers: per month, top brands and tags, wished share.",
                ko: "일지를 숫자로: 달마다, 많이 쓴 브랜드와 태그, 찜한 비율."))
    }
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let stats = PerfumeStats(try await context.perfumes.list())
        let io = context.io
        var facts = KeyValueBlock()
        let share = stats.total == 0 ? 0 : stats.wished * 100 / stats.total
        facts.append(io.text(Message(en: "Strips", ko: "시향지")), "\(stats.total)")
        facts.append(io.text(Message(en: "Wished", ko: "찜")), "\(stats.wished) (\(share)%)")
        var document = Document()
        document.facts(facts)
        for (title, counts, mark) in [
            (Message(en: "Per month", ko: "달마다"), stats.months, ""),
            (Message(en: "Brands", ko: "브랜드"), stats.brands, ""),
            (Message(en: "Tags", ko: "태그"), stats.tags, "#"),
        ] where !counts.isEmpty {
            document.blank()
            document.line(io.text(title), .emphasis)
            var table = TextTable([.init(""), .init("", alignRight: true)])
            for count in counts { table.append([mark + count.name, "\(count.count)"]) }
            document.table(table, indent: "  ", header: false)
        }
        return .data(document, json: stats)
    }
}
