import Core
import Foundation
import Market
import MarketWeb
import Perfume
import PerfumeWeb
import Persistence
import PersistencePostgres
import TestSupport
import Testing
import WebTestSupport

/// Issue #58 on PostgreSQL: two sites (two servers' worth of stores and pages) on one
/// database. Mom keeps her records through the first; Dad, signed in on the second, walks
/// every route the feature declares.
@Suite("Pages of two members, two sites, one PostgreSQL database")
struct MembersOnPostgresTests {
    /// A store of `types` on the database `database` of the tests' PostgreSQL server.
    static func engine(_ database: String, _ types: [any Record.Type] = PerfumeFeature.recordTypes) async throws
        -> PostgresStorage
    {
        let server = try await PostgresServer.ready()
        let location = try PostgresLocation(url: server.url(database: database), environment: [:])
        return try await PostgresStorage(location: location, recordTypes: types, cacheDirectory: nil).prepared()
    }

    @Test(
        "Dad, on the second site, reaches none of Mom's Only-me entries through any route, and opens the household's",
        .enabled(if: PostgresServer.isInstalled))
    func memberWalk() async throws {
        let database = try await PostgresServer.ready().createDatabase()
        let (first, second) = (try await Self.engine(database), try await Self.engine(database))
        let mom = try WebSiteHarness(plugins: [PerfumeWebPlugin.self], engine: first)
        let dadsSite = try WebSiteHarness(plugins: [PerfumeWebPlugin.self], engine: second)
        let dependencies = mom.dependencies
        let repository = try PerfumeRepository(
            store: dependencies.records, blobs: dependencies.blobs, dates: dependencies.dates, ids: dependencies.ids)
        let diary = try await repository.create(
            PerfumeForm(brand: "Zanzibar House", name: "Mom's secret", sentence: "only mine"),
            photo: ImageFile(data: ImageFixtures.png))
        let hall = try await repository.create(PerfumeForm(brand: "Le Labo", name: "Santal 33", sentence: "for all"))
        try await dependencies.records.save(hall, audience: .household)
        try await mom.addMember("Mom", password: "mom's password")
        try await mom.addMember("Dad", password: "dad's password")
        let dad = try await dadsSite.signedIn(as: "Dad", password: "dad's password")
        let problems = try await dad.memberWalkProblems(
            PerfumeWebPlugin.self, hidden: [diary.id.rawValue, "Mom&#39;s secret", "Mom's secret"], word: "Zanzibar",
            privateID: { _ in diary.id.rawValue }, sharedID: { _ in hall.id.rawValue }, madeUpID: UUID().uuidString,
            files: diary.photo.map { [$0] } ?? [])
        #expect(problems == [], "\(problems)")
        #expect(try await dad.get("/perfume").text.contains("Household · Mom"))
        await first.close()
        await second.close()
    }

    @Test(
        "Market: Dad, on the second site, reaches none of Mom's Only-me listings, edits the household's, and 내 판매글 and the stats count by member",
        .enabled(if: PostgresServer.isInstalled))
    func marketWalk() async throws {
        let database = try await PostgresServer.ready().createDatabase()
        let types: [any Record.Type] = [Listing.self]
        let (first, second) = (try await Self.engine(database, types), try await Self.engine(database, types))
        let mom = try WebSiteHarness(plugins: [MarketWebPlugin.self], engine: first)
        let dadsSite = try WebSiteHarness(plugins: [MarketWebPlugin.self], engine: second)
        let listings = try ListingRepository(
            store: mom.dependencies.records, dates: mom.dependencies.dates, ids: mom.dependencies.ids)
        let secret = try await listings.create(
            from: ListingForm(title: "Zanzibar lamp kept back", categoryID: 1, priceText: "0", details: "mine"))
        try await mom.dependencies.records.save(secret, audience: .me)
        let chair = try await listings.create(
            from: ListingForm(title: "의자", categoryID: 1, priceText: "5000", details: "튼튼함"))
        try await mom.addMember("Mom", password: "mom's password")
        try await mom.addMember("Dad", password: "dad's password")
        let dad = try await dadsSite.signedIn(as: "Dad", password: "dad's password")
        let problems = try await dad.memberWalkProblems(
            MarketWebPlugin.self, hidden: [secret.id.rawValue, "Zanzibar lamp kept back"], word: "Zanzibar",
            privateID: { _ in secret.id.rawValue }, sharedID: { _ in chair.id.rawValue })
        #expect(problems == [], "\(problems)")
        #expect(!(try await dad.get("/market?mine=1").text.contains("의자")), "Mom's, not his")
        #expect(try await dad.get("/market/stats").text.contains(#"<th scope="row">Mom</th><td>1</td>"#))
        await first.close()
        await second.close()
    }
}
