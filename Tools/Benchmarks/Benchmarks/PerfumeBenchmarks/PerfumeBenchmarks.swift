import Benchmark
import Core
import Foundation
import Perfume
import Persistence
import PersistenceSQLite

/// 100,000 journal entries, made once and shared by the search benchmarks.
actor PerfumeJournal {
    static let shared = PerfumeJournal()
    static let count = 100_000
    static let words = ["oud", "wood", "rose", "amber", "musk", "vetiver", "iris", "santal", "향수", "시향지",
                        "citrus", "leather", "tobacco", "vanilla", "jasmine", "neroli", "pepper", "cedar", "incense", "fig"]
    private var cached: PerfumeRepository?

    func repository() async throws -> PerfumeRepository {
        if let cached { return cached }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-perfume-bench-\(UUID().uuidString)")
        let storage = try SQLiteStorage.open(directory: folder, recordTypes: [PerfumeEntry.self])
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let entries = (0..<Self.count).map { n in
            let a = Self.words[n % 20], b = Self.words[(n / 7) % 20], c = Self.words[(n / 131) % 20]
            return PerfumeEntry(id: "bench-\(n)", date: TastingDay(year: 2010 + n % 15, month: 1 + n % 12, day: 1 + n % 28),
                                brand: "\(a.capitalized) House", name: "\(b) \(n)", notes: "\(b) and \(c), a note about \(a)",
                                sentence: "\(c) \(a)", photo: nil, wished: n % 3 == 0,
                                createdAt: now.addingTimeInterval(Double(n)), updatedAt: now.addingTimeInterval(Double(n)))
        }
        try await storage.records.save(entries)
        let repository = PerfumeRepository(store: storage.records, blobs: storage.blobs, dates: .system, ids: .uuid)
        cached = repository
        return repository
    }
}

let benchmarks: @Sendable () -> Void = {
    let fast = Benchmark.Configuration(metrics: [.wallClock], maxDuration: .seconds(5), maxIterations: 2_000)

    for query in ["santal", "vetiver 4242", "향수", "Oud House", "2019.05"] {
        Benchmark("perfume search '\(query)', limit 50 (of 100k)", configuration: fast) { benchmark in
            let repository = try await PerfumeJournal.shared.repository()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(try await repository.search(query, limit: 50))
            }
        }
    }

    Benchmark("perfume list --limit 20 in process (of 100k)", configuration: fast) { benchmark in
        let repository = try await PerfumeJournal.shared.repository()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try await repository.list(limit: 20))
        }
    }
}
