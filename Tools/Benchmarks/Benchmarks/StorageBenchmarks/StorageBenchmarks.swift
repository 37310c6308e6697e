import Benchmark
import Foundation
import GRDB
import Persistence
import PersistenceSQLite

/// A small journal record: what features store most.
struct BenchNote: Persistence.Record {
    static let collection = "bench_notes"
    static let indexedFields = [Fields.createdAt]
    static let compoundIndexes = [[Fields.rating, Fields.createdAt]]
    static let fullTextFields = [RecordField<BenchNote>(CodingKeys.title), RecordField(CodingKeys.body)]

    enum Fields {
        static let rating = RecordField<BenchNote>(CodingKeys.rating)
        static let createdAt = RecordField<BenchNote>(CodingKeys.createdAt)
    }

    let id: String
    let title: String
    let body: String
    let rating: Int
    let createdAt: Double
}

/// The same record with nothing derived from it (no index, no search), to separate the
/// cost of the JSON store from the cost of its indexes.
struct PlainNote: Persistence.Record {
    static let collection = "plain_notes"
    let id: String
    let title: String
    let body: String
    let rating: Int
    let createdAt: Double
}

enum Corpus {
    static let count = 100_000
    static let words = [
        "oud", "wood", "rose", "amber", "musk", "vetiver", "iris", "santal", "향수", "시향지",
        "citrus", "leather", "tobacco", "vanilla", "jasmine", "neroli", "pepper", "cedar", "incense", "fig",
    ]

    static func note(_ n: Int) -> BenchNote {
        let a = words[n % words.count]
        let b = words[(n / 7) % words.count]
        let c = words[(n / 131) % words.count]
        return BenchNote(
            id: "note-\(n)", title: "\(a.capitalized) \(b) \(n)", body: "\(b) and \(c), a note about \(a)",
            rating: n % 5 + 1, createdAt: Double(n))
    }

    static let notes = (0..<count).map(note)

    static func folder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-bench-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// One populated store shared by the read benchmarks, made on first use.
    static func populated() async throws -> SQLiteStorage {
        try await PopulatedStore.shared.storage()
    }
}

actor PopulatedStore {
    static let shared = PopulatedStore()
    private var cached: SQLiteStorage?

    func storage() async throws -> SQLiteStorage {
        if let cached { return cached }
        let storage = try SQLiteStorage.open(directory: Corpus.folder(), recordTypes: [BenchNote.self])
        try await storage.records.save(Corpus.notes)
        cached = storage
        return storage
    }
}

/// What a hand-written SQLite program storing the same JSON bodies would create: the same
/// table, the same two expression indexes (`createdAt`, and `rating, createdAt`), the same trigram FTS5 table kept in step by
/// the same triggers. Its triggers fold with SQLite's built-in `lower()` (the cheapest
/// case-folding SQLite has, and the same text as `mosaic_fold` for this corpus).
enum RawSameSchema {
    static let create = [
        "CREATE TABLE notes (rowid INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, body TEXT NOT NULL)",
        "CREATE INDEX notes_by_rating_createdAt ON notes(json_extract(body, '$.rating'), json_extract(body, '$.createdAt'))",
        "CREATE INDEX notes_by_createdAt ON notes(json_extract(body, '$.createdAt'))",
        "CREATE VIRTUAL TABLE notes_fts USING fts5(text, tokenize = 'trigram')",
        """
        CREATE TRIGGER notes_fts_insert AFTER INSERT ON notes BEGIN
            INSERT INTO notes_fts(rowid, text) VALUES (new.rowid, lower(coalesce(json_extract(new.body, '$.title'), '') || ' ' || coalesce(json_extract(new.body, '$.body'), '')));
        END
        """,
    ]
    static let insert = "INSERT INTO notes(id, body) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET body = excluded.body"
}

let benchmarks: @Sendable () -> Void = {
    let slow = Benchmark.Configuration(metrics: [.wallClock], maxDuration: .seconds(60), maxIterations: 5)
    let fast = Benchmark.Configuration(metrics: [.wallClock], maxDuration: .seconds(5), maxIterations: 2_000)

    Benchmark("save 100k: RecordStore (JSON, 2 indexes, full-text)", configuration: slow) { benchmark in
        let storage = try SQLiteStorage.open(directory: Corpus.folder(), recordTypes: [BenchNote.self])
        let notes = Corpus.notes
        benchmark.startMeasurement()
        try await storage.records.save(notes)
        benchmark.stopMeasurement()
    }

    Benchmark("save 100k: RecordStore, no indexes", configuration: slow) { benchmark in
        let storage = try SQLiteStorage.open(directory: Corpus.folder(), recordTypes: [PlainNote.self])
        let notes = Corpus.notes.map {
            PlainNote(id: $0.id, title: $0.title, body: $0.body, rating: $0.rating, createdAt: $0.createdAt)
        }
        benchmark.startMeasurement()
        try await storage.records.save(notes)
        benchmark.stopMeasurement()
    }

    Benchmark("save 100k: raw GRDB, plain table", configuration: slow) { benchmark in
        let pool = try DatabasePool(path: Corpus.folder().appendingPathComponent("raw.sqlite").path)
        try await pool.write { db in
            try db.execute(
                sql: "CREATE TABLE plain (id TEXT PRIMARY KEY, title TEXT, body TEXT, rating INTEGER, createdAt REAL)")
        }
        let notes = Corpus.notes
        benchmark.startMeasurement()
        try await pool.write { db in
            let insert = try db.makeStatement(sql: "INSERT INTO plain VALUES (?, ?, ?, ?, ?)")
            for note in notes {
                try insert.execute(arguments: [note.id, note.title, note.body, note.rating, note.createdAt])
            }
        }
        benchmark.stopMeasurement()
    }

    Benchmark("save 100k: raw GRDB, same schema (JSON, 2 indexes, full-text)", configuration: slow) { benchmark in
        let pool = try DatabasePool(path: Corpus.folder().appendingPathComponent("raw.sqlite").path)
        try await pool.write { db in
            for statement in RawSameSchema.create { try db.execute(sql: statement) }
        }
        let notes = Corpus.notes
        benchmark.startMeasurement()
        try await pool.write { db in
            let encoder = JSONEncoder()
            let insert = try db.makeStatement(sql: RawSameSchema.insert)
            for note in notes {
                try insert.execute(arguments: [note.id, String(decoding: try encoder.encode(note), as: UTF8.self)])
            }
        }
        benchmark.stopMeasurement()
    }

    Benchmark("fetch by id (of 100k)", configuration: fast) { benchmark in
        let store = try await Corpus.populated().records
        benchmark.startMeasurement()
        for n in benchmark.scaledIterations {
            blackHole(try await store.fetch(BenchNote.self, id: "note-\((n * 7919) % Corpus.count)"))
        }
    }

    Benchmark("indexed query, sorted, limit 20 (of 100k)", configuration: fast) { benchmark in
        let store = try await Corpus.populated().records
        let query = RecordQuery<BenchNote>().filter(BenchNote.Fields.rating, equals: 3).sorted(
            by: .descending(BenchNote.Fields.createdAt)
        ).limit(20)
        // The figure means something only when the compound index serves both the filter
        // and the order, with no sort of the 20,000 matches.
        let plan = try await store.queryPlan(query)
        print("query plan: " + plan.joined(separator: " | "))
        guard plan.contains(where: { $0.contains("USING INDEX rec_bench_notes_by_rating+createdAt") }),
            !plan.contains(where: { $0.contains("TEMP B-TREE") })
        else {
            fatalError("the compound index is not used: \(plan)")
        }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try await store.fetch(query))
        }
    }

    Benchmark("full-text search 'vetiver', limit 20 (of 100k)", configuration: fast) { benchmark in
        let store = try await Corpus.populated().records
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try await store.search(BenchNote.self, text: "vetiver", limit: 20))
        }
    }

    Benchmark("full-text search '향수 santal', limit 20 (of 100k)", configuration: fast) { benchmark in
        let store = try await Corpus.populated().records
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try await store.search(BenchNote.self, text: "향수 santal", limit: 20))
        }
    }
}
