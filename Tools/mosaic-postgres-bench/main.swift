import Foundation
import Logging
import NIOCore
import Perfume
import Persistence
import PersistencePostgres
import PostgresNIO

// The PostgreSQL figures of issue #28, on two empty databases of one local server:
//   mosaic-postgres-bench HOST PORT USER DATABASE_A DATABASE_B
// 1. 100,000 journal entries saved through RecordStore into A, against the floor: the same
//    rows (id, jsonb body, folded search text) sent with COPY into B, same table and indexes.
// 2. search p50 on A's 100,000 entries, limit 20, for a 3+ letter word, one Hangul letter
//    and two words. Tools/Benchmarks/Scripts/postgres-storage.sh runs it, with the rest.

let arguments = CommandLine.arguments
guard arguments.count == 6, let port = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: mosaic-postgres-bench HOST PORT USER DATABASE_A DATABASE_B\n".utf8))
    exit(64)
}
let (host, user, first, second) = (arguments[1], arguments[3], arguments[4], arguments[5])
func storage(_ database: String) async throws -> PostgresStorage {
    let location = try PostgresLocation(
        url: "postgres://\(user)@\(host):\(port)/\(database)?sslmode=disable", environment: [:])
    return try await PostgresStorage(location: location, recordTypes: [PerfumeEntry.self], cacheDirectory: nil)
        .prepared()
}
func seconds(_ body: () async throws -> Void) async rethrows -> Double {
    let start = ContinuousClock.now
    try await body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

let words = [
    "oud", "wood", "rose", "amber", "musk", "vetiver", "iris", "santal", "향수", "시향지",
    "citrus", "leather", "tobacco", "vanilla", "jasmine", "neroli", "pepper", "cedar", "incense", "fig",
]
let stamp = Date(timeIntervalSince1970: 1_704_067_200)
let entries = (0..<100_000).map { n in
    let (a, b, c) = (words[n % 20], words[(n / 7) % 20], words[(n / 131) % 20])
    return PerfumeEntry(
        id: RecordID(String(format: "bench-%06d", n)),
        date: n % 10 == 0 ? nil : TastingDay(year: 2010 + n % 15, month: 1 + n % 12, day: 1 + n % 28),
        brand: a.capitalized + " House", name: "\(b) \(n)", notes: "\(b) and \(c), a note about \(a)",
        sentence: "\(c) \(a)",
        photo: nil, wished: n % 3 == 0, createdAt: stamp.addingTimeInterval(Double(n)), updatedAt: stamp)
}

do {
    let store = try await storage(first)
    let saved = try await seconds { try await store.records.save(entries) }

    // The floor's rows are read back from A and turned into COPY's text before the clock starts.
    _ = try await storage(second)
    var logger = Logger(label: "bench")
    logger.logLevel = .critical
    let configuration = PostgresConnection.Configuration(
        host: host, port: port, username: user, password: nil, database: second, tls: .disable)
    let reader = try await PostgresConnection.connect(
        configuration: .init(
            host: host, port: port, username: user, password: nil,
            database: first, tls: .disable), id: 1, logger: logger)
    func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
    }
    var copyText = ""
    for try await (id, body, search) in try await reader.query(
        "SELECT id, body::text, search FROM rec_perfume_entries ORDER BY seq", logger: logger
    )
    .decode((String, String, String).self) {
        copyText += escaped(id) + "\t" + escaped(body) + "\t" + escaped(search) + "\n"
    }
    try await reader.close().get()
    let writer = try await PostgresConnection.connect(configuration: configuration, id: 2, logger: logger)
    let buffer = ByteBuffer(string: copyText)
    let copied = try await seconds {
        try await writer.query("BEGIN", logger: logger)
        try await writer.copyFrom(table: "rec_perfume_entries", columns: ["id", "body", "search"], logger: logger) {
            copy in
            try await copy.write(buffer)
        }
        try await writer.query("COMMIT", logger: logger)
    }
    try await writer.close().get()
    print(
        String(
            format: "batch save of 100,000 entries: RecordStore %.2f s, COPY %.2f s (%.2f×)", saved, copied,
            saved / copied))

    for query in ["vetiver", "향", "향수 santal"] {
        var times: [Double] = []
        for _ in 0..<101 {
            times.append(
                try await seconds { _ = try await store.records.search(PerfumeEntry.self, text: query, limit: 20) })
        }
        times.sort()
        print(
            String(
                format: "search '%@' (limit 20, of 100,000): p50 %.2f ms, p90 %.2f ms", query, times[50] * 1000,
                times[90] * 1000))
    }
    await store.close()
} catch {
    FileHandle.standardError.write(Data("mosaic-postgres-bench: \(String(reflecting: error))\n".utf8))
    exit(1)
}
