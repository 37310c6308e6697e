import Benchmark
import Core
import FeatureKit
import Foundation
import Hummingbird
import HummingbirdTesting
import Perfume
import PerfumeWeb
import Persistence
import PersistenceSQLite
import WebKit

/// The perfume pages on a memory store holding 1,000 journal entries, answered in
/// process: the request goes through the router, the page opens its live session and
/// `PerfumeHomeViewModel` renders the grid, as `mosaic serve` does (no socket).
enum JournalSite {
    static let count = 1_000

    static func make() async throws -> WebSite {
        let storage = try SQLiteStorage.inMemory(recordTypes: [PerfumeEntry.self])
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let entries = (0..<count).map { n in
            PerfumeEntry(id: "bench-\(n)", date: TastingDay(year: 2010 + n % 15, month: 1 + n % 12, day: 1 + n % 28),
                         brand: "House \(n % 40)", name: "Santal \(n)", notes: "wood and amber, note \(n)",
                         sentence: "따뜻한 나무 \(n)", photo: nil, wished: n % 3 == 0,
                         createdAt: now.addingTimeInterval(Double(n)), updatedAt: now.addingTimeInterval(Double(n)))
        }
        try await storage.records.save(entries)
        let dependencies = FeatureDependencies(
            stores: { FeatureStores(records: storage.records, blobs: storage.blobs, settings: storage.settings) },
            http: NoHTTP(), services: ServiceSettings(), clock: ContinuousClock(), dates: .system, ids: .uuid,
            language: .korean, exports: ExportWriter(protecting: [])
        )
        return WebSite(plugins: [PerfumeWebPlugin.self], dependencies: dependencies, language: .korean, fallbackLanguage: .korean)
    }
}

/// The perfume pages make no network calls.
struct NoHTTP: HTTPClient {
    func send(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse {
        throw APIError.offline("no network in this benchmark")
    }
}

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds,
                                                maxDuration: .seconds(10), maxIterations: 500)

    Benchmark("web: the journal page with 1,000 entries, in process", configuration: configuration) { benchmark in
        let site = try await JournalSite.make()
        try await Application(router: site.router()).test(.router) { client in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                try await client.execute(uri: "/perfume", method: .get) { response in
                    precondition(response.status == .ok && response.body.readableBytes > 100_000, "the page must hold the grid")
                }
            }
            benchmark.stopMeasurement()
        }
    }
}
