import Foundation
import Persistence
import PersistencePostgres
import PostgresNIO
import TestSupport
import Testing

/// Several processes on one PostgreSQL database (each its own pool, as two `mosaic`
/// processes or two machines would have) racing (#28).
@Suite("PostgreSQL: writers racing", .enabled(if: PostgresServer.isInstalled))
struct PostgresRaceTests {
    static func open(_ database: String) async throws -> PostgresStorage {
        try await StoreUnderTest.postgres(database: database)
    }

    @Test("two writers of 500 records each at once: all 1,000 are there, no error")
    func twoWriters() async throws {
        let database = try await PostgresServer.ready().createDatabase()
        let first = try await Self.open(database)
        let second = try await Self.open(database)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (name, storage) in [("a", first), ("b", second)] {
                group.addTask {
                    for index in 0..<500 { try await storage.records.save(Note(id: "\(name)-\(index)", title: name)) }
                }
            }
            try await group.waitForAll()
        }
        #expect(try await first.records.count(RecordQuery<Note>.all) == 1_000)
    }

    @Test("a read-then-write rule holds with two writers racing: 2 × 40 increments of one counter make 80")
    func readModifyWrite() async throws {
        let database = try await PostgresServer.ready().createDatabase()
        let first = try await Self.open(database)
        let second = try await Self.open(database)
        try await first.records.save(Tag(id: 1, name: "0"))
        try await withThrowingTaskGroup(of: Void.self) { group in
            for storage in [first, second] {
                group.addTask {
                    for _ in 0..<40 {
                        try await storage.records.write { writer in
                            let count = Int(try writer.fetch(Tag.self, id: 1)?.name ?? "0") ?? 0
                            try writer.save(Tag(id: 1, name: String(count + 1)))
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try await first.records.fetch(Tag.self, id: 1)?.name == "80")
    }
}
