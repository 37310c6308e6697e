import ArgumentParser
import CommandKit
import Console
import Core
import FeatureContract
import Market

/// `mosaic market stats`: how many listings of each status, and what the sold ones were
/// asked against what they went for, overall and by category.
struct StatsCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "stats",
            abstract: HelpText.localized(
                en: "Listings by status; sold ones' asked and received totals, by category and by member.",
                ko: "상태별 판매 글 수; 거래완료 글의 부른 값과 받은 값 합계, 카테고리별·구성원별."))
    }
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let listings = try await context.listings.listings(ListingCriteria())
        let marks = await context.dependencies.sharing.marks(for: listings)
        let stats = MarketStats(listings, seller: marks.isEmpty ? nil : { marks[$0.storageID]?.owner })
        let io = context.io
        let won = { (amount: Int) in PriceFormatter.total(amount, io.language) }
        var facts = KeyValueBlock()
        for (status, count) in [
            (ListingStatus.selling, stats.selling), (.reserved, stats.reserved), (.sold, stats.sold),
        ] {
            facts.append(io.text(status.label), "\(count)")
        }
        facts.append(io.text(Message(en: "Asked (sold)", ko: "부른 값(거래완료)")), won(stats.asked))
        facts.append(io.text(Message(en: "Received", ko: "받은 값")), won(stats.received))
        var document = Document()
        document.facts(facts)
        if !stats.byCategory.isEmpty {
            document.blank()
            var table = TextTable([
                .init(io.text(Message(en: "CATEGORY", ko: "카테고리"))),
                .init(io.text(Message(en: "SOLD", ko: "거래완료")), alignRight: true),
                .init(io.text(Message(en: "ASKED", ko: "부른 값")), alignRight: true),
                .init(io.text(Message(en: "RECEIVED", ko: "받은 값")), alignRight: true),
            ])
            for row in stats.byCategory {
                let name = ListingCategory.find(row.category)?.name(io.language) ?? row.category
                table.append([name, "\(row.count)", won(row.asked), won(row.received)])
            }
            document.table(table)
        }
        if !stats.bySeller.isEmpty {
            document.blank()
            var table = TextTable([
                .init(io.text(Message(en: "POSTED BY", ko: "올린 사람"))),
                .init(io.text(ListingStatus.selling.label).uppercased(), alignRight: true),
                .init(io.text(Message(en: "SOLD", ko: "거래완료")), alignRight: true),
                .init(io.text(Message(en: "ASKED", ko: "부른 값")), alignRight: true),
                .init(io.text(Message(en: "RECEIVED", ko: "받은 값")), alignRight: true),
            ])
            for row in stats.bySeller {
                table.append([
                    row.name ?? io.text(SharingMarks.me), "\(row.selling)", "\(row.sold)", won(row.asked),
                    won(row.received),
                ])
            }
            document.table(table)
        }
        return .data(document, json: stats)
    }
}
