import Foundation
import Persistence
import PersistenceSQLite
import TestSupport
import Testing

/// Issue #55: a Tab's candidates reach `compgen -W`, which expands them.
@Suite("completion candidates")
struct CompletionCandidateTests {
    @Test("what a shell would expand is never a candidate")
    func inertCandidates() {
        for inert in ["달리기", "Le Labo", "-GMo1qqD46r", "3f2a-9c", "a.b,c:d+e@f%g/h_i", "café"] {
            #expect(CompletionReader.isShellInert(inert), "\(inert)")
        }
        for hostile in [
            "$(x)", "`x`", "${IFS}", "<(x)", "$((1/0))", "a\"b", "a'b", "a\\b", "a\nb", "~root", "a;b", "a|b",
            "a&b", "*", "?", "[a]", "{a,b}", "!x", " lead", "", "a\tb", "a\u{1B}b",
        ] {
            #expect(!CompletionReader.isShellInert(hostile), "\(hostile)")
        }
    }

    /// Issue #55 (low): a Tab left mosaic.sqlite-wal and -shm in the data dir.
    @Test("reading candidates leaves no file behind, and sees what the store holds")
    func writesNothing() async throws {
        let folder = TemporaryDirectory("mosaic-completion")
        let storage = try SQLiteStorage.open(directory: folder.url, recordTypes: [Note.self])
        try await storage.records.save(Note(id: "note-1", title: "first"))
        storage.close()
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let found = CompletionReader.candidates(
            directory: folder.url, collection: Note.collection, prefix: "note", membersPrefix: "members."
        ) { _ in "owner" }
        #expect(found == ["note-1"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before)
    }

    @Test(
        "a Tab offers the ids and titles of what the member who acts may see, never another's Only-me ones, nor anything for no one (#58)"
    )
    func scoped() async throws {
        let folder = TemporaryDirectory("mosaic-completion")
        let storage = try SQLiteStorage.open(directory: folder.url, recordTypes: [Note.self])
        try await storage.recordStore(for: "mom").save(Note(id: "note-mom", title: "diary"))
        try await storage.recordStore(for: "mom").save(Note(id: "note-hall", title: "hall"), audience: .household)
        try await storage.recordStore(for: "dad").save(Note(id: "note-dad", title: "drill"))
        try await storage.settingsStore.set(["name": "Dad"], forKey: "members.dad")
        storage.close()
        func candidates(_ prefix: String, as member: String?) -> [String] {
            CompletionReader.candidates(
                directory: folder.url, collection: Note.collection, prefix: prefix, titleField: "title",
                membersPrefix: "members."
            ) { stored in
                #expect(stored.keys.sorted() == ["members.dad"])
                return member
            }
        }
        #expect(candidates("note", as: "dad") == ["note-dad", "note-hall"])
        #expect(candidates("d", as: "dad") == ["drill"])
        #expect(candidates("d", as: "mom") == ["diary"])
        #expect(candidates("note", as: nil) == [])
    }
}
