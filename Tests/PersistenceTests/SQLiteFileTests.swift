import Foundation
import GRDB
import Persistence
import PersistenceSQLite
import TestSupport
import Testing

@Suite("SQLite storage on disk")
struct SQLiteFileTests {
    @Test("records survive reopening; the schema version is stamped")
    func reopen() async throws {
        let folder = TemporaryDirectory()
        do {
            let storage = try SQLiteStorage.open(directory: folder.url, recordTypes: [Note.self])
            try await storage.records.save(Note(id: "a", title: "Oud Wood"))
        }
        let storage = try SQLiteStorage.open(directory: folder.url, recordTypes: [Note.self])
        #expect(try await storage.records.fetch(Note.self, id: "a")?.title == "Oud Wood")
        #expect(try await storage.schemaVersion() == SQLiteStorage.supportedSchemaVersion)
        #expect(try await storage.integrityCheck() == ["ok"])
        let mode = try await DatabaseQueue(path: folder.appending("mosaic.sqlite").path).read { db in
            try String.fetchOne(db, sql: "PRAGMA journal_mode")
        }
        #expect(mode == "wal")
    }

    @Test("a store a command opens as one connection is created in WAL mode, and a pool reads what it wrote")
    func singleConnectionIsWAL() async throws {
        let folder = TemporaryDirectory()
        do {
            let storage = try SQLiteStorage.open(
                directory: folder.url, recordTypes: [Note.self], access: .singleConnection)
            try await storage.records.save(Note(id: "a", title: "Oud Wood"))
        }
        let mode = try await DatabaseQueue(path: folder.appending("mosaic.sqlite").path).read { db in
            try String.fetchOne(db, sql: "PRAGMA journal_mode")
        }
        #expect(mode == "wal")
        let pool = try SQLiteStorage.open(directory: folder.url, recordTypes: [Note.self])
        #expect(try await pool.records.fetch(Note.self, id: "a")?.title == "Oud Wood")
    }

    /// The same collection with a new full-text field, as a later release might declare.
    struct NoteV2: Persistence.Record {
        static let collection = "notes"
        static let indexedFields = [RecordField<NoteV2>(path: "rating")]
        static let fullTextFields = [
            RecordField<NoteV2>(CodingKeys.title), RecordField(CodingKeys.body), RecordField(CodingKeys.brand),
        ]
        let id: String
        let title: String
        let body: String
        let brand: String?
    }

    @Test("a record type that declares new search fields gets its index rebuilt, records kept")
    func rebuildsDerivedIndexes() async throws {
        let folder = TemporaryDirectory()
        do {
            let storage = try SQLiteStorage.open(directory: folder.url, recordTypes: [Note.self])
            try await storage.records.save(Note(id: "a", title: "Oud Wood"))
        }
        let storage = try SQLiteStorage.open(directory: folder.url, recordTypes: [NoteV2.self])
        try await storage.records.save(NoteV2(id: "b", title: "Santal", body: "", brand: "Le Labo"))
        #expect(try await storage.records.search(NoteV2.self, text: "labo").map(\.id) == ["b"])
        #expect(try await storage.records.search(NoteV2.self, text: "oud").map(\.id) == ["a"])
    }

    @Test("a declared compound index serves a filter plus sort without sorting every match")
    func compoundIndexServesFilterAndSort() async throws {
        let folder = TemporaryDirectory()
        let storage = try SQLiteStorage.open(directory: folder.url, recordTypes: [Note.self])
        try await storage.records.save(
            (0..<50).map { n in
                Note(id: "n\(n)", title: "t", rating: n % 5, createdAt: Date(timeIntervalSince1970: Double(n)))
            })
        for sort in [RecordQuery<Note>.Sort.descending(Note.Fields.createdAt), .ascending(Note.Fields.createdAt)] {
            let query = RecordQuery<Note>().filter(Note.Fields.rating, equals: 3).sorted(by: sort).limit(3)
            let plan = try await storage.records.queryPlan(query)
            #expect(plan.contains { $0.contains("USING INDEX rec_notes_by_rating+createdAt") }, "\(plan)")
            #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "\(plan)")
            let expected = sort.descending ? ["n48", "n43", "n38"] : ["n3", "n8", "n13"]
            #expect(try await storage.records.fetch(query).map(\.id) == expected)
        }
        let unindexed = RecordQuery<Note>().filter(Note.Fields.wished, equals: true).sorted(
            by: .descending(Note.Fields.rating))
        #expect(try await storage.records.queryPlan(unindexed).contains { $0.contains("TEMP B-TREE") })
        // A member's list walks the same index, checking whose each row is (#58): never
        // every visible record gathered through the owner index and sorted.
        let newest = RecordQuery<Note>().sorted(by: .descending(Note.Fields.createdAt)).limit(3)
        let scoped = try await storage.records.scoped(to: "mom").queryPlan(newest)
        #expect(scoped.contains { $0.contains("USING INDEX rec_notes_by_createdAt") }, "\(scoped)")
        #expect(!scoped.contains { $0.contains("TEMP B-TREE") }, "\(scoped)")
    }

    @Test("an index that mixes directions serves a list sorted one field up and the next down without sorting it")
    func mixedDirectionIndex() async throws {
        let folder = TemporaryDirectory()
        let storage = try SQLiteStorage.open(directory: folder.url, recordTypes: [Shelved.self])
        try await storage.records.save((0..<50).map { Shelved(id: "s\($0)", name: "name \($0 % 5)", savedAt: $0) })
        let shelf = RecordQuery<Shelved>().filter(.notEquals(Shelved.Fields.name, .null)).sorted(
            by: .ascending(Shelved.Fields.name), .descending(Shelved.Fields.savedAt)
        ).limit(3)
        let plan = try await storage.records.scoped(to: "mom").queryPlan(shelf)
        #expect(plan.contains { $0.contains("USING INDEX rec_shelved_by_name+savedAt desc") }, "\(plan)")
        #expect(!plan.contains { $0.contains("TEMP B-TREE FOR ORDER BY") }, "\(plan)")
        #expect(try await storage.records.fetch(shelf).map(\.id) == ["s45", "s40", "s35"])
        storage.close()
        withExtendedLifetime(folder) {}
    }

    @Test("a corrupt database is reported, never overwritten")
    func corruptDatabase() throws {
        let folder = TemporaryDirectory()
        let file = folder.appending("mosaic.sqlite")
        let garbage = Data(repeating: 0x42, count: 8192)
        try garbage.write(to: file)
        #expect(throws: PersistenceError.corruptDatabase(path: file.path)) {
            try SQLiteStorage.open(directory: folder.url, recordTypes: [Note.self])
        }
        #expect(try Data(contentsOf: file) == garbage)
        #expect(PersistenceError.corruptDatabase(path: file.path).userError.category.exitCode == 74)
    }

    @Test("a data dir that is a file is reported")
    func dataDirIsAFile() throws {
        let folder = TemporaryDirectory()
        let file = folder.appending("not-a-dir")
        try Data("x".utf8).write(to: file)
        #expect(throws: PersistenceError.notADirectory(path: file.path)) {
            try SQLiteStorage.open(directory: file, recordTypes: [Note.self])
        }
        #expect(throws: PersistenceError.notADirectory(path: file.path)) {
            try SQLiteStorage.open(directory: file.appendingPathComponent("below"), recordTypes: [Note.self])
        }
    }

    @Test("a read-only data dir opens for reading; writes and a new store there are refused")
    func readOnlyDataDir() async throws {
        let folder = try MountedFolder()
        do {
            let storage = try SQLiteStorage.open(directory: folder.url, recordTypes: [Note.self])
            try await storage.records.save(Note(id: "a", title: "kept"))
            // Closed here, not whenever the pool is freed: a file still open for writing
            // makes the remount read-only fail as busy (it once did in a full run).
            storage.close()
        }
        try folder.makeReadOnly()
        defer { folder.makeWritable() }
        let readOnly = try SQLiteStorage.open(directory: folder.url, recordTypes: [Note.self])
        #expect(try await readOnly.records.fetch(Note.self, id: "a")?.title == "kept")
        let refused = Note(id: "b", title: "refused")
        await #expect(throws: PersistenceError.readOnly(path: folder.url.appendingPathComponent("mosaic.sqlite").path))
        {
            try await readOnly.records.save(refused)
        }
        let empty = try MountedFolder()
        try empty.makeReadOnly()
        defer { empty.makeWritable() }
        #expect(throws: PersistenceError.readOnly(path: empty.url.path)) {
            try SQLiteStorage.open(directory: empty.url, recordTypes: [Note.self])
        }
        folder.makeWritable()
        let storage = try SQLiteStorage.open(directory: folder.url, recordTypes: [Note.self])
        #expect(try await storage.records.fetch(Note.self, id: "a")?.title == "kept")
        #expect(try await storage.records.fetch(Note.self, id: "b") == nil)
        // Closed before the folder goes, so its disk can be unmounted.
        storage.close()
        readOnly.close()
        withExtendedLifetime(folder) {}
    }
}
