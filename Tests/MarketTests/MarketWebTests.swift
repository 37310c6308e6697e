import Core
import Market
import MarketWeb
import Testing
import WebTestSupport

@Suite("Market pages: every route, and user text shown as text")
struct MarketWebTests {
    @Test("the listings and the form open; the form shows the live missing line from the start")
    func everyRoute() async throws {
        let harness = try WebSiteHarness(plugins: [MarketWebPlugin.self], language: .korean)
        #expect(try await harness.get("/market").status == .ok)
        let form = try await harness.get("/market/new")
        #expect(form.status == .ok)
        #expect(form.text.contains("~ 글 제목을 입력해주세요."))
        #expect(try await harness.get("/market/nothing-here").status == .notFound)
    }

    @Test("<script> in a listing's title and details shows as text")
    func hostileText() async throws {
        let harness = try WebSiteHarness(plugins: [MarketWebPlugin.self])
        let dependencies = harness.dependencies
        let repository = try ListingRepository(store: dependencies.records, dates: dependencies.dates, ids: dependencies.ids)
        let hostile = WebSiteHarness.hostile
        _ = try await repository.create(from: ListingForm(title: hostile, categoryID: ListingCategory.all[0].id, priceText: "1000", details: hostile))
        let page = try await harness.get("/market")
        #expect(page.status == .ok)
        #expect(page.text.showsAsText(hostile))
    }
}
