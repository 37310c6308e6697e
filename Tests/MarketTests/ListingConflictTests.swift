import Core
import Market
import Testing

@Suite("Market: edits from two places")
struct ListingConflictTests {
    @Test(
        "an edit owns the fields it changes: a status set elsewhere is kept, a title set elsewhere refuses the stale title (#27)"
    )
    func ownsWhatItChanges() async throws {
        let fixture = try MarketFixture()
        let opened = try await fixture.post("자전거", category: 3, price: "10000", at: "2024-05-01T00:00:00Z")
        var reserved = opened
        reserved.status = .reserved
        _ = try await fixture.repository.update(reserved, from: opened)

        var retitled = opened
        retitled.title = "자전거 팝니다"
        let merged = try await fixture.repository.update(retitled, from: opened)
        #expect(merged.title == "자전거 팝니다" && merged.status == .reserved)

        var stale = opened
        stale.title = "오래된 제목"
        do {
            _ = try await fixture.repository.update(stale, from: opened)
            Issue.record("a stale title overwrote a newer one")
        } catch {
            #expect(UserError.from(error).details.map(\.english) == [#"title: "자전거" → "자전거 팝니다""#])
        }
    }
}
