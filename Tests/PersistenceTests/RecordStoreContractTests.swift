import Core
import Foundation
import Persistence
import TestSupport
import Testing

@Suite("RecordStore contract")
struct RecordStoreContractTests {
    @Test("a saved record comes back by id; saving again replaces it", arguments: StoreKind.allCases)
    func saveAndFetch(kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind).records
        try await store.save(Note(id: "a", title: "Oud Wood", rating: 4))
        try await store.save(Note(id: "a", title: "Oud Wood", rating: 5))
        #expect(try await store.fetch(Note.self, id: "a")?.rating == 5)
        #expect(try await store.count(RecordQuery<Note>.all) == 1)
        #expect(try await store.fetch(Note.self, id: "missing") == nil)
        try await store.save(Tag(id: 1_600_000_001, name: "lifestyle"))
        #expect(try await store.fetch(Tag.self, id: 1_600_000_001)?.name == "lifestyle")
    }

    @Test(
        "text holding U+0000 is refused as input (65) by every engine alike; a literal backslash-u0000 is text (#44)",
        arguments: StoreKind.allCases)
    func nulCharacter(kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind).records
        await #expect(throws: PersistenceError.nulCharacter) {
            try await store.save(Note(id: "nul", title: "before\u{0}after"))
        }
        #expect(UserError.from(PersistenceError.nulCharacter).category == .invalidInput)
        #expect(try await store.fetch(Note.self, id: "nul") == nil)
        try await store.save(Note(id: "text", title: #"C:\u0000 and \\u0000"#))
        #expect(try await store.fetch(Note.self, id: "text")?.title == #"C:\u0000 and \\u0000"#)
    }

    @Test(
        "many ids fetched at once return the records that exist, whatever the ids hold", arguments: StoreKind.allCases)
    func fetchMany(kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind).records
        let odd = ["a", "it's \"quoted\"", "../../etc/passwd", "향수 🌸", "[1,2]"]
        try await store.save(odd.map { Note(id: $0, title: $0) })
        try await store.save([Tag(id: 7, name: "seven"), Tag(id: 1_600_000_001, name: "lifestyle")])
        let found = try await store.read { try $0.fetch(Note.self, ids: odd + ["missing", "a"]) }
        #expect(Set(found.map(\.id)) == Set(odd))
        #expect(found.count == odd.count)
        #expect(try await store.read { try $0.fetch(Note.self, ids: []) }.isEmpty)
        #expect(try await store.read { try $0.fetch(Tag.self, ids: [1_600_000_001, 8]) }.map(\.name) == ["lifestyle"])
    }

    @Test("queries filter, sort on several fields, page and count", arguments: StoreKind.allCases)
    func queries(kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind).records
        let notes = (1...10).map { n in
            Note(
                id: "n\(n)", title: "note \(n % 3)", rating: n % 5, wished: n.isMultiple(of: 2),
                createdAt: Date(timeIntervalSince1970: Double(n)))
        }
        try await store.save(notes)

        let wished = try await store.fetch(
            RecordQuery<Note>().filter(Note.Fields.wished, equals: true).sorted(by: .descending(Note.Fields.createdAt)))
        #expect(wished.map(\.id) == ["n10", "n8", "n6", "n4", "n2"])

        let rated = try await store.fetch(
            RecordQuery<Note>(filters: [.isIn(Note.Fields.rating, [1, 4])]).sorted(
                by: .ascending(Note.Fields.rating), .descending(Note.Fields.createdAt)))
        #expect(rated.map(\.id) == ["n6", "n1", "n9", "n4"])

        let ranged = RecordQuery<Note>(filters: [
            .range(
                Note.Fields.createdAt, lower: .date(Date(timeIntervalSince1970: 3)),
                upper: .date(Date(timeIntervalSince1970: 6)))
        ])
        #expect(try await store.count(ranged) == 4)

        let page = try await store.fetch(
            RecordQuery<Note>().sorted(by: .ascending(Note.Fields.createdAt)).limit(3, offset: 3))
        #expect(page.map(\.id) == ["n4", "n5", "n6"])
        #expect(try await store.count(RecordQuery<Note>().filter(.notEquals(Note.Fields.title, "note 1"))) == 6)
        #expect(try await store.count(RecordQuery<Note>().filter(.equals(Note.Fields.photo, .null))) == 10)
    }

    @Test(
        "records saved in the same instant keep insertion order, in the direction of the last sort key (#12)",
        arguments: StoreKind.allCases)
    func tieBreak(kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind).records
        for id in ["b", "a", "c"] { try await store.save(Note(id: id, title: id)) }
        #expect(
            try await store.fetch(RecordQuery<Note>().sorted(by: .ascending(Note.Fields.createdAt))).map(\.id) == [
                "b", "a", "c",
            ])
        #expect(
            try await store.fetch(RecordQuery<Note>().sorted(by: .descending(Note.Fields.createdAt))).map(\.id) == [
                "c", "a", "b",
            ])
        #expect(
            try await store.fetch(
                RecordQuery<Note>().sorted(by: .ascending(Note.Fields.rating), .descending(Note.Fields.createdAt))
            ).map(\.id) == ["c", "a", "b"])
    }

    @Test("delete says whether there was a record; deleteAll says how many", arguments: StoreKind.allCases)
    func deletes(kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind).records
        try await store.save((1...6).map { Note(id: "n\($0)", title: "t", rating: $0 % 2) })
        #expect(try await store.delete(Note.self, id: "n1"))
        #expect(try await !store.delete(Note.self, id: "n1"))
        #expect(try await store.deleteAll(RecordQuery<Note>().filter(Note.Fields.rating, equals: 0)) == 3)
        #expect(try await store.fetch(RecordQuery<Note>.all).map(\.id) == ["n3", "n5"])
    }

    @Test("a transaction over several record types is all or nothing", arguments: StoreKind.allCases)
    func atomicTransaction(kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind).records
        struct Boom: Error {}
        await #expect(throws: Boom.self) {
            try await store.write { writer in
                try writer.save(Note(id: "n1", title: "kept?"))
                try writer.save(Tag(id: 7, name: "kept?"))
                throw Boom()
            }
        }
        #expect(try await store.count(RecordQuery<Note>.all) == 0)
        #expect(try await store.count(RecordQuery<Tag>.all) == 0)

        try await store.write { writer in
            try writer.save(Note(id: "n1", title: "saved"))
            try writer.save(Tag(id: 7, name: "saved"))
        }
        #expect(try await store.count(RecordQuery<Note>.all) == 1)
        #expect(try await store.count(RecordQuery<Tag>.all) == 1)
    }

    @Test("a batch save that fails part-way saves nothing", arguments: StoreKind.allCases)
    func batchIsAtomic(kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind).records
        try await store.save(Note(id: "before", title: "x"))
        await #expect(throws: (any Error).self) {
            try await store.write { writer in
                try writer.save(Note(id: "n1", title: "x"))
                try writer.save(Stranger(id: "unregistered"))
            }
        }
        #expect(try await store.fetch(RecordQuery<Note>.all).map(\.id) == ["before"])
    }

    @Test("using a record type the store was not opened with is a clear error", arguments: StoreKind.allCases)
    func unregistered(kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind).records
        await #expect(throws: PersistenceError.unregisteredCollection("strangers")) {
            try await store.save(Stranger(id: "x"))
        }
    }

    @Test("observing a query yields the result now and after each committed change", arguments: StoreKind.allCases)
    func observe(kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind).records
        try await store.save(Note(id: "n1", title: "first", wished: true))
        let recorder = OutputRecorder(store.observe(RecordQuery<Note>().filter(Note.Fields.wished, equals: true)))
        #expect(await recorder.next()?.map(\.id) == ["n1"])
        try await store.save(Note(id: "n2", title: "second", wished: true))
        #expect(await recorder.next()?.map(\.id) == ["n1", "n2"])
        try await store.save(Note(id: "n3", title: "not wished"))
        try await store.delete(Note.self, id: "n1")
        #expect(await recorder.next()?.map(\.id) == ["n2"])
        recorder.cancel()
    }

    @Test(
        "a change signal comes now and after each committed change, whoever made it", .timeLimit(.minutes(1)),
        arguments: StoreKind.allCases)
    func changes(kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind).records
        var signals = store.changes(of: Note.self).makeAsyncIterator()
        #expect(try await signals.next() != nil)
        // A signal may come twice for one change (a pool's first value): what matters is that
        // one comes after each change, so signals are taken until the store shows it.
        func awaitSignal(until title: String?) async throws {
            while try await signals.next() != nil {
                if try await store.fetch(Note.self, id: "n1")?.title == title { return }
            }
        }
        try await store.save(Note(id: "n1", title: "first"))
        try await awaitSignal(until: "first")
        try await store.save(Note(id: "n1", title: "renamed"))
        try await awaitSignal(until: "renamed")
        try await store.delete(Note.self, id: "n1")
        try await awaitSignal(until: nil)
    }

    @Test("a text filter finds what search finds, in the query's own order and page", arguments: StoreKind.allCases)
    func containsText(kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind).records
        try await store.save(
            (1...6).map { n in
                Note(
                    id: "n\(n)", title: n.isMultiple(of: 2) ? "Oud Wood \(n)" : "Rose 향수 \(n)", body: "it's \"quoted\"",
                    rating: n, createdAt: Date(timeIntervalSince1970: Double(n)))
            })
        let newest = RecordQuery<Note>().sorted(by: .descending(Note.Fields.createdAt))
        #expect(try await store.fetch(newest.containing(text: "oud").limit(2)).map(\.id) == ["n6", "n4"])
        #expect(try await store.count(newest.containing(text: "OUD wood")) == 3)
        #expect(try await store.fetch(newest.containing(text: "향 rose")).map(\.id) == ["n5", "n3", "n1"])
        #expect(try await store.count(newest.containing(text: "\"quoted\" it's")) == 6)
        #expect(try await store.count(newest.containing(text: "  ")) == 6)
        #expect(
            try await store.count(
                newest.containing(text: "oud").filter(.range(Note.Fields.rating, lower: 4, upper: nil))) == 2)
        #expect(try await store.count(newest.containing(text: "100% _x")) == 0)
        #expect(throws: PersistenceError.searchTooLong(limit: maximumSearchLength)) {
            try newest.containing(text: String(repeating: "a", count: maximumSearchLength + 1))
        }
        let recorder = OutputRecorder(store.observe(try newest.containing(text: "wood").limit(1)))
        #expect(await recorder.next()?.map(\.id) == ["n6"])
        try await store.save(Note(id: "n7", title: "Wood again", createdAt: Date(timeIntervalSince1970: 7)))
        #expect(await recorder.next()?.map(\.id) == ["n7"])
        recorder.cancel()
    }

    @Test(
        "a query's fields read without the records: numbers, text, missing ones, in the query's order",
        arguments: StoreKind.allCases)
    func values(kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind).records
        try await store.save([
            Note(id: "a", title: "it's \"one\"", rating: 3, createdAt: Date(timeIntervalSinceReferenceDate: 2.5)),
            Note(
                id: "b", title: "향수", rating: 0, createdAt: Date(timeIntervalSinceReferenceDate: 1),
                photo: try BlobKey("notes/b.jpg")),
        ])
        let query = RecordQuery<Note>().sorted(by: .ascending(Note.Fields.createdAt))
        let rows = try await store.values(
            of: [Note.Fields.title, Note.Fields.rating, Note.Fields.createdAt, Note.Fields.photo], query)
        #expect(
            rows == [
                [.string("향수"), .int(0), .int(1), .string("notes/b.jpg")],
                [.string("it's \"one\""), .int(3), .double(2.5), .null],
            ])
        #expect(
            try await store.values(of: [Note.Fields.rating], query.filter(Note.Fields.rating, equals: 3)) == [[.int(3)]]
        )
        #expect(try await store.values(of: [Note.Fields.rating], query.limit(1)) == [[.int(0)]])
    }

    @Test(
        "an index that mixes directions lists one field up and the next down: names in order, each newest first, no name first",
        arguments: StoreKind.allCases)
    func mixedDirections(kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind, types: [Shelved.self]).records
        try await store.save(
            (0..<30).map { n in Shelved(id: "s\(n)", name: n % 4 == 0 ? nil : "name \(n % 3)", savedAt: n) })
        let query = RecordQuery<Shelved>().sorted(
            by: .ascending(Shelved.Fields.name), .descending(Shelved.Fields.savedAt))
        let all = try await store.fetch(query)
        let expected = (0..<30).map { n in Shelved(id: "s\(n)", name: n % 4 == 0 ? nil : "name \(n % 3)", savedAt: n) }
            .sorted { ($0.name ?? "", -$0.savedAt) < ($1.name ?? "", -$1.savedAt) }
        #expect(all.map(\.id) == expected.map(\.id))
        #expect(try await store.fetch(query.limit(4, offset: 8)).map(\.id) == Array(expected.map(\.id)[8..<12]))
    }
}
