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
    static let words = [
        "oud", "wood", "rose", "amber", "musk", "vetiver", "iris", "santal", "향수", "시향지",
        "citrus", "leather", "tobacco", "vanilla", "jasmine", "neroli", "pepper", "cedar", "incense", "fig",
    ]
    private var cached: PerfumeRepository?

    static let entries = (0..<count).map { n in
        let a = words[n % 20]
        let b = words[(n / 7) % 20]
        let c = words[(n / 131) % 20]
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        return PerfumeEntry(
            id: RecordID("bench-\(n)"), date: TastingDay(year: 2010 + n % 15, month: 1 + n % 12, day: 1 + n % 28),
            brand: "\(a.capitalized) House", name: "\(b) \(n)", notes: "\(b) and \(c), a note about \(a)",
            sentence: "\(c) \(a)", photo: nil, wished: n % 3 == 0,
            createdAt: now.addingTimeInterval(Double(n)), updatedAt: now.addingTimeInterval(Double(n)))
    }

    /// The same entries as `perfume export` writes them.
    static let export: Data = try! PerfumeArchive(
        exportedAt: Date(timeIntervalSince1970: 1_700_000_000),
        entries: entries.map { entry in
            PerfumeArchive.Entry(
                id: entry.id.rawValue, date: entry.date, brand: entry.brand, name: entry.name, notes: entry.notes,
                sentence: entry.sentence, wished: entry.wished, createdAt: entry.createdAt, updatedAt: entry.updatedAt)
        }
    ).encoded()

    static func emptyStorage() throws -> SQLiteStorage {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mosaic-perfume-bench-\(UUID().uuidString)")
        return try SQLiteStorage.open(directory: folder, recordTypes: [PerfumeEntry.self])
    }

    func repository() async throws -> PerfumeRepository {
        if let cached { return cached }
        let storage = try Self.emptyStorage()
        try await storage.records.save(Self.entries)
        let repository = PerfumeRepository(store: storage.records, blobs: storage.blobs, dates: .system, ids: .uuid)
        cached = repository
        return repository
    }
}

let benchmarks: @Sendable () -> Void = {
    let fast = Benchmark.Configuration(metrics: [.wallClock], maxDuration: .seconds(5), maxIterations: 2_000)
    let slow = Benchmark.Configuration(metrics: [.wallClock], maxDuration: .seconds(60), maxIterations: 5)

    // Import against the batch save of the same records (goal: within 1.5×): the import
    // also decodes the export's JSON, checks every entry as the form does and looks up
    // which ids are already there.
    Benchmark("perfume import of a 100k-entry export, into an empty journal", configuration: slow) { benchmark in
        let storage = try PerfumeJournal.emptyStorage()
        let repository = PerfumeRepository(store: storage.records, blobs: storage.blobs, dates: .system, ids: .uuid)
        let export = PerfumeJournal.export
        benchmark.startMeasurement()
        let summary = try await repository.importArchive(PerfumeArchive.decode(export, name: "bench.json"))
        benchmark.stopMeasurement()
        precondition(summary.added == PerfumeJournal.count)
    }

    Benchmark("RecordStore batch save of the same 100k entries", configuration: slow) { benchmark in
        let storage = try PerfumeJournal.emptyStorage()
        let entries = PerfumeJournal.entries
        benchmark.startMeasurement()
        try await storage.records.save(entries)
        benchmark.stopMeasurement()
    }

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
