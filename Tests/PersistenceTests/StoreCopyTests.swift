import Foundation
import Persistence
import StoreMaintenance
import TestSupport
import Testing

/// `mosaic storage copy`'s engine: everything copied and checked, between SQLite and
/// PostgreSQL both ways; again without duplicates (#28).
@Suite("StoreCopy: from one engine to another")
struct StoreCopyTests {
    /// Source and target: SQLite to PostgreSQL and back where PostgreSQL is installed.
    static let pairs: [(StoreKind, StoreKind)] =
        PostgresServer.isInstalled
        ? [(.file, .postgres), (.postgres, .fileSingleConnection)] : [(.file, .fileSingleConnection)]

    @Test(
        "records (with their owners and audiences), photos and settings arrive whole; a second run merges by id; an unreadable record stays behind",
        arguments: pairs)
    func copiesEverything(_ kinds: (StoreKind, StoreKind)) async throws {
        let source = try await StoreUnderTest(kinds.0)
        let target = try await StoreUnderTest(kinds.1)
        let photo = try BlobKey("notes", "a.png")
        let bytes = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try await source.blobs.put(bytes, for: photo)
        try await source.records.save([
            Note(id: "n1", title: "Santal 33 — 나무", rating: 4, photo: photo), Note(id: "n2", title: "\"quoted\""),
        ])
        try await source.engine.recordStore(for: "dad").save(Tag(id: 7, name: "향"), audience: .household)
        try await source.settings.set(["INFP"], forKey: "photobox.profile")
        try await source.records.save(Note(id: "n3", title: "later unreadable"))
        try await source.overwriteBody(of: "rec_notes", id: "n3", with: #"{"id": "n3", "title": 3}"#)
        // The target already holds one of them, older: it is replaced, not doubled.
        try await target.records.save(Note(id: "n1", title: "stale"))

        let copy = StoreCopy(from: source.engine, to: target.engine, recordTypes: [Note.self, Tag.self])
        let summary = try await copy.run()
        #expect(summary.records == ["notes": 2, "tags": 1] && summary.unreadable == ["notes": 1])
        #expect(summary.photos == 1 && summary.photoBytes == bytes.count && summary.settings == 1)
        #expect(
            try await target.records.fetch(RecordQuery<Note>().sorted(by: .ascending(Note.Fields.title))).map(\.title)
                == ["\"quoted\"", "Santal 33 — 나무"])
        #expect(try await target.blobs.get(photo) == bytes)
        #expect(try await target.settings.value([String].self, forKey: "photobox.profile") == ["INFP"])
        #expect(try await target.records.search(Note.self, text: "나무").map(\.id) == ["n1"])
        #expect(
            try await target.records.sharing(of: Tag.self, id: 7) == RecordSharing(owner: "dad", audience: .household))
        #expect(
            try await target.records.sharing(of: Note.self, id: "n1")
                == RecordSharing(owner: RecordSharing.firstMember, audience: .me))

        #expect(try await copy.run() == summary)
        #expect(try await target.records.count(RecordQuery<Note>()) == 2)
    }
}
