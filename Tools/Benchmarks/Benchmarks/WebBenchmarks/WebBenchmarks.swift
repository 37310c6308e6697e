import Benchmark
import Core
import FeatureContract
import Foundation
import Hummingbird
import HummingbirdTesting
import PageKit
import Perfume
import PerfumeWeb
import Persistence
import PersistenceSQLite
import SiteServer

/// The perfume pages on a memory store holding 1,000 journal entries, answered in
/// process: the request goes through the router, the page opens its live session and
/// `PerfumeHomeViewModel` renders the grid, as `mosaic serve` does (no socket).
enum JournalSite {
    static let count = 1_000

    static func make() async throws -> WebSite {
        try await site(storage: storage())
    }

    /// A memory store with the 1,000 entries.
    static func storage() async throws -> SQLiteStorage {
        let storage = try SQLiteStorage.inMemory(recordTypes: [PerfumeEntry.self])
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let entries = (0..<count).map { n in
            PerfumeEntry(
                id: RecordID("bench-\(n)"), date: TastingDay(year: 2010 + n % 15, month: 1 + n % 12, day: 1 + n % 28),
                brand: "House \(n % 40)", name: "Santal \(n)", notes: "wood and amber, note \(n)",
                sentence: "따뜻한 나무 \(n)", photo: nil, wished: n % 3 == 0,
                createdAt: now.addingTimeInterval(Double(n)), updatedAt: now.addingTimeInterval(Double(n)))
        }
        try await storage.records.save(entries)
        return storage
    }

    static func site(storage: SQLiteStorage) -> WebSite {
        let dependencies = FeatureDependencies(
            stores: { FeatureStores(records: storage.records, blobs: storage.blobs, settings: storage.settings) },
            http: NoHTTP(), clock: ContinuousClock(), dates: .system, ids: .uuid,
            language: .korean, exports: ExportWriter(protecting: [])
        )
        return WebSite(
            plugins: [PerfumeWebPlugin.self], dependencies: dependencies, language: .korean, fallbackLanguage: .korean)
    }
}

/// The perfume pages make no network calls.
struct NoHTTP: HTTPClient {
    func send(_ request: Core.HTTPRequest) async throws(APIError) -> Core.HTTPResponse {
        throw APIError.offline("no network in this benchmark")
    }
}

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds,
        maxDuration: .seconds(10), maxIterations: 500)

    Benchmark("web: the journal page with 1,000 entries, in process", configuration: configuration) { benchmark in
        let site = try await JournalSite.make()
        // The test client's closure is @Sendable; the benchmark is only used from it, in order.
        nonisolated(unsafe) let measured = benchmark
        try await Application(router: site.router()).test(.router) { client in
            measured.startMeasurement()
            for _ in measured.scaledIterations {
                try await client.execute(uri: "/perfume", method: .get) { response in
                    let page = String(buffer: response.body)
                    precondition(
                        response.status == .ok && page.contains("/perfume/bench-0\"")
                            && page.contains("/perfume/bench-999\""),
                        "the page must hold the whole grid")
                }
            }
            measured.stopMeasurement()
        }
    }

    Benchmark("web: the journal's 1,000 entries read and decoded, without a page", configuration: configuration) {
        benchmark in
        let storage = try await JournalSite.storage()
        let repository = PerfumeRepository(store: storage.records, blobs: storage.blobs, dates: .system, ids: .uuid)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try await repository.list())
        }
    }
}
