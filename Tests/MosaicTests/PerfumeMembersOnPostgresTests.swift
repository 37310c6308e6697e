import Core
import Foundation
import Perfume
import PerfumeWeb
import Persistence
import PersistencePostgres
import TestSupport
import Testing
import WebTestSupport

/// Issue #58 on PostgreSQL: two sites (two servers' worth of stores and pages) on one
/// database. Mom keeps her journal through the first; Dad, signed in on the second, walks
/// every route the journal declares.
@Suite("Perfume pages: two members, two sites, one PostgreSQL database")
struct PerfumeMembersOnPostgresTests {
    /// A store on a new database of the tests' PostgreSQL server, or on `database`.
    static func engine(_ database: String) async throws -> PostgresStorage {
        let server = try await PostgresServer.ready()
        let location = try PostgresLocation(url: server.url(database: database), environment: [:])
        return try await PostgresStorage(location: location, recordTypes: [PerfumeEntry.self], cacheDirectory: nil)
            .prepared()
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
}
