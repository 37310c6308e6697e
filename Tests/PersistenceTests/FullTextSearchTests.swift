import Foundation
import Persistence
import TestSupport
import Testing

@Suite("Full-text search contract")
struct FullTextSearchTests {
    static let torture = [
        "\"", "\"unbalanced", "'", "it's", "*", "oud*", "-", "-oud", "a - b", "AND", "OR", "NOT", "NEAR",
        "NEAR(oud wood)", "oud AND", "OR wood", "(", ")", "()", "{col}:x", "title:oud", "^oud", "%", "_", "\\",
        "🌸", "🌸🌸🌸", "👩‍👩‍👧", "\u{0}", "   ", "", "향", "'; DROP TABLE rec_notes; --",
        String(repeating: "x", count: maximumSearchLength),
    ]

    func seeded(_ kind: StoreKind) async throws -> (StoreUnderTest, any RecordStore) {
        let store = try await StoreUnderTest(kind)
        try await store.records.save([
            Note(id: "oud", title: "Oud Wood", body: "Tom Ford, smoky and warm"),
            Note(id: "hangul", title: "향수 일기", body: "봄에 뿌리는 향수 🌸"),
            Note(id: "rose", title: "Rose 31", body: "Le Labo rose with cumin; it's \"spicy\""),
            Note(id: "wood", title: "Santal", body: "wood, wood and more wood"),
        ])
        return (store, store.records)
    }

    @Test("search text past the limit is refused as invalid input, at once (#13)", arguments: StoreKind.allCases)
    func tooLong(_ kind: StoreKind) async throws {
        let (_, records) = try await seeded(kind)
        await #expect(throws: PersistenceError.searchTooLong(limit: maximumSearchLength)) {
            try await records.search(Note.self, text: String(repeating: "향", count: maximumSearchLength + 1))
        }
        #expect(try await records.search(Note.self, text: String(repeating: "x", count: maximumSearchLength)).isEmpty)
    }

    @Test("any user text is accepted without an error", arguments: StoreKind.allCases)
    func tortureStrings(kind: StoreKind) async throws {
        let (_, store) = try await seeded(kind)
        for text in Self.torture {
            _ = try await store.search(Note.self, text: text)
        }
        #expect(try await store.search(Note.self, text: "").isEmpty)
        #expect(try await store.search(Note.self, text: "it's \"spicy").map(\.id) == ["rose"])
        #expect(try await store.search(Note.self, text: "🌸").map(\.id) == ["hangul"])
    }

    @Test("matching ignores case and finds substrings, even one or two characters", arguments: StoreKind.allCases)
    func substringsAnyCase(kind: StoreKind) async throws {
        let (_, store) = try await seeded(kind)
        #expect(try await store.search(Note.self, text: "oud").map(\.id) == ["oud"])
        #expect(try await store.search(Note.self, text: "OUD w").map(\.id) == ["oud"])
        #expect(try await store.search(Note.self, text: "향").map(\.id) == ["hangul"])
        #expect(try await store.search(Note.self, text: "향수").map(\.id) == ["hangul"])
        #expect(try await store.search(Note.self, text: "ou").map(\.id) == ["oud"])
        #expect(try await store.search(Note.self, text: "labo").map(\.id) == ["rose"])
        #expect(try await store.search(Note.self, text: "nothing like this").isEmpty)
    }

    @Test(
        "accents are dropped and every script is lower-cased, in plain and mixed text alike",
        arguments: StoreKind.allCases)
    func foldsEveryScript(kind: StoreKind) async throws {
        let (_, store) = try await seeded(kind)
        try await store.save([
            Note(id: "accents", title: "Mûre ÉCLAT", body: "ΑΒΓ"),
            Note(id: "mixed", title: "OUD 향수 NOIR", body: ""),
        ])
        #expect(try await store.search(Note.self, text: "mure eclat").map(\.id) == ["accents"])
        #expect(try await store.search(Note.self, text: "αβγ").map(\.id) == ["accents"])
        #expect(try await store.search(Note.self, text: "oud 향수 noir").map(\.id) == ["mixed"])
        #expect(try await store.search(Note.self, text: "Noir").map(\.id) == ["mixed"])
    }

    @Test("Hangul typed as decomposed jamo finds composed syllables", arguments: StoreKind.allCases)
    func normalisesHangul(kind: StoreKind) async throws {
        let (_, store) = try await seeded(kind)
        let decomposed = "향수".decomposedStringWithCanonicalMapping
        #expect(decomposed.unicodeScalars.count > 2)
        #expect(try await store.search(Note.self, text: decomposed).map(\.id) == ["hangul"])
    }

    @Test("best matches come first", arguments: StoreKind.allCases)
    func ranking(kind: StoreKind) async throws {
        let (_, store) = try await seeded(kind)
        let results = try await store.search(Note.self, text: "wood")
        #expect(results.first?.id == "wood")
        #expect(Set(results.map(\.id)) == ["wood", "oud"])
        #expect(try await store.search(Note.self, text: "wood", limit: 1).count == 1)
    }

    @Test("edits and deletes are reflected in search", arguments: StoreKind.allCases)
    func staysInStep(kind: StoreKind) async throws {
        let (_, store) = try await seeded(kind)
        try await store.save(Note(id: "oud", title: "Vetiver", body: "green"))
        #expect(try await store.search(Note.self, text: "oud wood").isEmpty)
        #expect(try await store.search(Note.self, text: "vetiver").map(\.id) == ["oud"])
        try await store.delete(Note.self, id: "oud")
        #expect(try await store.search(Note.self, text: "vetiver").isEmpty)
    }

    @Test(
        "a word in thousands of records, searched with a limit, lists the newest first", arguments: StoreKind.allCases)
    func commonWords(kind: StoreKind) async throws {
        let (_, store) = try await seeded(kind)
        try await store.save((0..<1_200).map { Note(id: "common-\($0)", title: "Rose \($0)", body: "rose") })
        let newest = try await store.search(Note.self, text: "rose", limit: 3).map(\.id)
        #expect(newest == ["common-1199", "common-1198", "common-1197"])
        #expect(try await store.search(Note.self, text: "rose").count >= 1_200)
    }
}
