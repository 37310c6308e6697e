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
        let found = CompletionReader.candidates(directory: folder.url, collection: Note.collection, prefix: "note")
        #expect(found == ["note-1"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before)
    }
}
