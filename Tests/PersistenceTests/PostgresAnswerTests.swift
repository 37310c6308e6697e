import Foundation
import Persistence
import TestSupport
import Testing

@testable import PersistencePostgres

@Suite("PostgreSQL: answers once given are let go", .enabled(if: PostgresServer.isInstalled))
struct PostgresAnswerTests {
    @Test(
        "250 reads and 250 observations of 200 records keep nothing waiting on the pooled connections (each once kept its rows: 75 KB a page view)"
    )
    func nothingKept() async throws {
        let server = try await PostgresServer.ready()
        let storage = try await StoreUnderTest.postgres(database: try await server.createDatabase())
        try await storage.records.save((0..<200).map { Note(id: "n\($0)", title: String(repeating: "x", count: 300)) })
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<500 {
                group.addTask {
                    let count: Int?
                    if index.isMultiple(of: 2) {
                        count = try await storage.records.fetch(RecordQuery<Note>()).count
                    } else {
                        var observation = storage.records.observe(RecordQuery<Note>()).makeAsyncIterator()
                        count = try await observation.next()?.count
                    }
                    #expect(count == 200)
                }
            }
            try await group.waitForAll()
        }
        #expect(storage.records.pendingAnswers == 0)
    }
}
