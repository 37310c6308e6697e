import Foundation
import Perfume
import Testing

/// `#words` are tags, and the journal in numbers (#48).
@Suite("Perfume: tags and stats")
struct PerfumeTagsTests {
    @Test("tags are the #words of the text, lowercased, once each; Hangul too; a lone # is none")
    func tags() {
        #expect(
            PerfumeTags.tags(in: "밝은 #Citrus, #citrus and #겨울_밤! # #wood-smoke") == ["citrus", "겨울_밤", "wood-smoke"])
        #expect(PerfumeTags.tags(in: "no tags here") == [] && PerfumeTags.tags(in: "#") == [])
    }

    @Test("stats count strips, the wished share, months newest first, top brands and tags")
    func stats() async throws {
        let fixture = try PerfumeFixture()
        _ = try await fixture.add("Le Labo", "A", sentence: "#citrus", date: "2024-03-01")
        _ = try await fixture.add("Le Labo", "B", sentence: "#citrus #wood", date: "2024-04-02", wished: true)
        _ = try await fixture.add("Byredo", "C", notes: "#wood")
        let stats = PerfumeStats(try await fixture.repository.list())
        #expect(stats.total == 3 && stats.wished == 1)
        #expect(stats.months.map(\.name) == ["2024.04", "2024.03"])
        #expect(stats.brands.first == PerfumeStats.Count(name: "Le Labo", count: 2))
        #expect(stats.tags.map(\.name) == ["citrus", "wood"] && stats.tags.map(\.count) == [2, 2])
    }
}
