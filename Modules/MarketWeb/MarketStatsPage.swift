import Core
import FeatureContract
import Market
import PageKit

/// `market stats` on the web: how many listings of each status, what the sold ones were
/// asked against what they went for, by category, and (once a household has two members) by
/// who posted them.
struct MarketStatsPage {
    /// The listings.
    let listings: Provided<ListingRepository>

    @Sendable func show(_ request: WebRequest) async throws -> WebResponse {
        let all = try await listings().listings(ListingCriteria())
        let marks = await request.dependencies.sharing.marks(for: all)
        let stats = MarketStats(all, seller: marks.isEmpty ? nil : { marks[$0.storageID]?.owner })
        let won = { (amount: Int) in PriceFormatter.total(amount, request.language) }
        let counts = [(ListingStatus.selling, stats.selling), (.reserved, stats.reserved), (.sold, stats.sold)]
            .map { status, count -> HTML in "<dt>\(request.text(status.label))</dt><dd>\(count)</dd>" }
        let categories = stats.byCategory.map { row -> HTML in
            let name = ListingCategory.find(row.category)?.name(request.language) ?? row.category
            return
                "<tr><th scope=\"row\">\(name)</th><td>\(row.count)</td><td>\(won(row.asked))</td><td>\(won(row.received))</td></tr>"
        }
        let sellers = stats.bySeller.map { row -> HTML in
            let name = row.name ?? request.text(SharingMarks.me)
            return
                "<tr><th scope=\"row\">\(name)</th><td>\(row.selling)</td><td>\(row.sold)</td><td>\(won(row.asked))</td><td>\(won(row.received))</td></tr>"
        }
        let head = { (first: Message, columns: [Message]) -> HTML in
            "<tr><th scope=\"col\">\(request.text(first))</th>\(HTML(joining: columns.map { "<th scope=\"col\">\(request.text($0))</th>" }))</tr>"
        }
        return .page(
            title: request.text(MarketWebMessages.statsTitle),
            body: """
                <p><a href="\(MarketRoutes.listings.path)">\(request.text(MarketWebMessages.listTitle))</a></p>
                <dl class="facts">\(HTML(joining: counts))\
                <dt>\(request.text(MarketWebMessages.asked))</dt><dd>\(won(stats.asked))</dd>\
                <dt>\(request.text(MarketWebMessages.received))</dt><dd>\(won(stats.received))</dd></dl>
                \(categories.isEmpty ? HTML.empty : """
                    <table><thead>\(head(Message(en: "Category", ko: "카테고리"), [MarketWebMessages.soldCount, MarketWebMessages.asked, MarketWebMessages.received]))</thead>\
                    <tbody>\(HTML(joining: categories))</tbody></table>
                    """)
                \(sellers.isEmpty ? HTML.empty : """
                    <table><thead>\(head(MarketWebMessages.postedBy, [ListingStatus.selling.label, MarketWebMessages.soldCount, MarketWebMessages.asked, MarketWebMessages.received]))</thead>\
                    <tbody>\(HTML(joining: sellers))</tbody></table>
                    """)
                """)
    }
}
