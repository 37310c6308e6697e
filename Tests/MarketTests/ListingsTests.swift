import Core
import Foundation
import Market
import Persistence
import TestSupport
import Testing

@Suite("Listings: queries and the listings view-model", .serialized)
struct ListingsTests {
    @Test("every field the listing queries and search name is in what a listing stores")
    func declaredFieldsAreStored() throws {
        let listing = Listing(
            id: "l", title: "t", categoryID: 1, price: 1000, details: "d", createdAt: Date(), updatedAt: Date())
        #expect(try RecordFieldCheck.missing(in: listing).isEmpty)
    }

    func seeded() async throws -> MarketFixture {
        let fixture = try MarketFixture()
        _ = try await fixture.post("자전거", category: 3, price: "150000", details: "로드 자전거", at: "2024-05-01T00:00:00Z")
        _ = try await fixture.post(
            "Nintendo Switch", category: 2, price: "25만", details: "게임기", status: .reserved, at: "2024-05-02T00:00:00Z")
        _ = try await fixture.post("동화책 세트", category: 10, price: "무료", details: "아이 책", at: "2024-05-03T00:00:00Z")
        _ = try await fixture.post(
            "화분", category: 8, price: "", details: "몬스테라", status: .sold, at: "2024-05-04T00:00:00Z")
        return fixture
    }

    @Test("filters: category, status, price range, free only; orders: newest, price with no price last")
    func queries() async throws {
        let repository = try await seeded().repository
        #expect(try await repository.listings(.init()).map(\.title) == ["화분", "동화책 세트", "Nintendo Switch", "자전거"])
        #expect(try await repository.listings(.init(categoryID: 2)).map(\.title) == ["Nintendo Switch"])
        #expect(try await repository.listings(.init(status: .sold)).map(\.title) == ["화분"])
        #expect(
            try await repository.listings(.init(minimumPrice: 100_000, maximumPrice: 200_000)).map(\.title) == ["자전거"])
        #expect(try await repository.listings(.init(freeOnly: true)).map(\.title) == ["동화책 세트"])
        #expect(
            try await repository.listings(.init(order: .price)).map(\.title) == [
                "동화책 세트", "자전거", "Nintendo Switch", "화분",
            ])
    }

    @Test("text search finds Hangul and Latin, case-insensitively, with filters applied")
    func search() async throws {
        let repository = try await seeded().repository
        #expect(try await repository.listings(.init(searchText: "자전")).map(\.title) == ["자전거"])
        #expect(try await repository.listings(.init(searchText: "switch")).map(\.title) == ["Nintendo Switch"])
        #expect(try await repository.listings(.init(searchText: "책")).map(\.title) == ["동화책 세트"])
        #expect(try await repository.listings(.init(status: .selling, searchText: "switch")).isEmpty)
    }

    @Test("an id prefix finds a listing; unknown is 66; ambiguous lists candidates")
    func idPrefix() async throws {
        let fixture = try await seeded()
        #expect(try await fixture.repository.find("자전거").title == "자전거")
        await #expect { try await fixture.repository.find("nope") } throws: {
            ($0 as? UserError)?.category.exitCode == 66
        }
        _ = try await fixture.post("자전", category: 3, details: "x", at: "2024-05-05T00:00:00Z")
        await #expect { try await fixture.repository.find("자전") } throws: { error in
            guard let error = error as? UserError else { return false }
            return error.category.exitCode == 65 && error.details.count == 2
        }
    }

    @Test("the search text is debounced 300 ms and the list follows store changes")
    func viewModel() async throws {
        try await withSerialTestExecutor {
            let fixture = try await seeded()
            let clock = TestClock()
            let criteria = StateRelay(ListingCriteria())
            let text = EventRelay<String>()
            let viewModel = ListingsViewModel(repository: fixture.repository, clock: clock)
            let listings = OutputRecorder(
                viewModel.transform(.init(criteria: criteria.values(), searchText: text.values())).listings)
            #expect(await listings.next()?.items.count == 4)
            text.accept("자")
            text.accept("자전")
            await clock.advance(by: .milliseconds(299))
            #expect(listings.values.count == 1)
            await clock.advance(by: .milliseconds(1))
            #expect(await listings.next()?.items.map(\.title) == ["자전거"])
            _ = try await fixture.post("자전거 헬멧", category: 3, details: "새것", at: "2024-05-06T00:00:00Z")
            #expect(await listings.next()?.items.map(\.title) == ["자전거 헬멧", "자전거"])
            criteria.update { $0.categoryID = 2 }
            #expect(await listings.next()?.items.isEmpty == true)
        }
    }

    @Test("a long market shows a page, one more as the end is reached, and a filter starts again at the first")
    func pages() async throws {
        let fixture = try MarketFixture()
        for n in 0..<(ListPage.size + 5) {
            let day = String(format: "2024-05-%02dT%02d:00:00Z", 1 + n / 24, n % 24)
            _ = try await fixture.post("책 \(n)", category: n.isMultiple(of: 2) ? 10 : 3, price: "\(n)000", at: day)
        }
        let criteria = StateRelay(ListingCriteria())
        let more = EventRelay<Void>()
        let viewModel = ListingsViewModel(repository: fixture.repository, clock: ContinuousClock())
        let listings = OutputRecorder(
            viewModel.transform(.init(criteria: criteria.values(), moreRequested: more.values())).listings)
        let first = await listings.next()
        #expect(first?.items.count == ListPage.size)
        #expect(first?.hasMore == true)
        #expect(first?.items.first?.title == "책 44")
        more.accept(())
        let all = await listings.next()
        #expect(all?.items.count == ListPage.size + 5)
        #expect(all?.hasMore == false)
        criteria.update { $0.order = .price }
        let cheapest = await listings.next()
        #expect(cheapest?.items.count == ListPage.size)
        #expect(cheapest?.items.prefix(2).map(\.title) == ["책 0", "책 1"])
    }
}
