import Foundation
import Persistence
import PersistenceSQLite
import TestSupport
import Testing

/// A server keeps the field values it read (`RecordStore.values`) until the database
/// changes: what a page shows after any commit, by anyone, is never what was kept before it.
@Suite("SQLite: field values kept until the database changes")
struct FieldValueCacheTests {
    /// Every rating `store` sees, read by several readers at once (a pool has several).
    private func ratings(_ store: any RecordStore) async throws -> [Set<[FieldValue]>] {
        try await withThrowingTaskGroup(of: Set<[FieldValue]>.self) { group in
            for _ in 0..<8 {
                group.addTask { Set(try await store.values(of: [Note.Fields.rating], RecordQuery<Note>.all)) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
    }

    @Test(
        "a figure read again after a commit by this server, by another process, or by another member is read anew; one member's is never another's"
    )
    func changes() async throws {
        let folder = TemporaryDirectory()
        let server = try SQLiteStorage.open(directory: folder.url, recordTypes: [Note.self])
        let (mom, dad) = (server.recordStore(for: "mom-id"), server.recordStore(for: "dad-id"))
        try await mom.save(Note(id: "a", title: "Oud", rating: 1))
        #expect(try await ratings(mom).allSatisfy { $0 == [[.int(1)]] })
        #expect(try await ratings(dad).allSatisfy { $0.isEmpty }, "Mom's Only-me note is hers alone")

        try await mom.save(Note(id: "a", title: "Oud", rating: 2))
        #expect(try await ratings(mom).allSatisfy { $0 == [[.int(2)]] }, "a commit by this server")

        // A command run meanwhile: another process's connection to the same file.
        let command = try SQLiteStorage.open(
            directory: folder.url, recordTypes: [Note.self], access: .singleConnection)
        try await command.recordStore(for: "mom-id").save(Note(id: "b", title: "Rose", rating: 5))
        #expect(try await ratings(mom).allSatisfy { $0 == [[.int(2)], [.int(5)]] }, "a commit by another process")

        try await command.recordStore(for: "mom-id").save(Note(id: "c", title: "Lamp", rating: 4), audience: .household)
        #expect(try await ratings(dad).allSatisfy { $0 == [[.int(4)]] }, "shared with the household")
        #expect(try await ratings(mom).allSatisfy { $0 == [[.int(2)], [.int(5)], [.int(4)]] })
        command.close()
        server.close()
        withExtendedLifetime(folder) {}
    }
}
