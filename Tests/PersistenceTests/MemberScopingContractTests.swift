import Core
import Foundation
import Persistence
import TestSupport
import Testing

/// What a store scoped to a member lets through, on every engine: their own records and the
/// household's, never another member's "Only me" ones, by any way of reading or writing.
@Suite("Member scoping contract")
struct MemberScopingContractTests {
    static let (mom, dad) = ("mom-id", "dad-id")

    @Test(
        "a member sees their own records and the household's, never another's Only-me ones: by id, many ids, lists, counts, search",
        arguments: StoreKind.allCases)
    func reads(kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind)
        let (mom, dad) = (store.engine.recordStore(for: Self.mom), store.engine.recordStore(for: Self.dad))
        try await mom.save(Note(id: "mom-diary", title: "Oud diary"))
        try await mom.save(Note(id: "mom-shared", title: "Oud for the hall"), audience: .household)
        try await dad.save(Note(id: "dad-diary", title: "Oud gift"))

        #expect(try await dad.fetch(Note.self, id: "mom-diary") == nil)
        #expect(try await dad.fetch(Note.self, id: "mom-shared")?.title == "Oud for the hall")
        #expect(
            try await dad.read { try $0.fetch(Note.self, ids: ["mom-diary", "mom-shared", "dad-diary"]) }.count == 2)
        #expect(Set(try await dad.fetch(RecordQuery<Note>.all).map(\.id)) == ["mom-shared", "dad-diary"])
        #expect(try await dad.count(RecordQuery<Note>.all) == 2)
        #expect(Set(try await dad.search(Note.self, text: "oud").map(\.id)) == ["mom-shared", "dad-diary"])
        #expect(Set(try await dad.search(Note.self, text: "diary").map(\.id)).isEmpty)
        #expect(try await dad.sharing(of: Note.self, id: "mom-diary") == nil)
        #expect(
            try await dad.sharing(of: Note.self, id: "mom-shared")
                == RecordSharing(owner: Self.mom, audience: .household))
        #expect(Set(try await mom.fetch(RecordQuery<Note>.all).map(\.id)) == ["mom-diary", "mom-shared"])
        #expect(try await store.records.count(RecordQuery<Note>.all) == 3, "maintenance sees every record")
    }

    @Test(
        "saves: a new record is its writer's; another's edit of a household record keeps its owner and audience; only the owner re-shares; what one may not see cannot be overwritten or deleted, and is 'not found'",
        arguments: StoreKind.allCases)
    func writes(kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind)
        let (mom, dad) = (store.engine.recordStore(for: Self.mom), store.engine.recordStore(for: Self.dad))
        try await mom.save(Note(id: "shared", title: "Lamp"), audience: .household)
        try await mom.save(Note(id: "private", title: "Diary"))
        #expect(try await mom.sharing(of: Note.self, id: "private") == RecordSharing(owner: Self.mom, audience: .me))

        try await dad.save(Note(id: "shared", title: "Lamp, repaired"))
        try await dad.save(Note(id: "shared", title: "Lamp, repaired"), audience: .me)
        #expect(try await mom.fetch(Note.self, id: "shared")?.title == "Lamp, repaired")
        #expect(
            try await mom.sharing(of: Note.self, id: "shared") == RecordSharing(owner: Self.mom, audience: .household),
            "Dad's edit keeps it Mom's and the household's")

        let overwrite = await #expect(throws: UserError.self) {
            try await dad.save(Note(id: "private", title: "Dad was here"))
        }
        #expect(overwrite?.category == .notFound)
        #expect(try await mom.fetch(Note.self, id: "private")?.title == "Diary")
        #expect(try await dad.delete(Note.self, id: "private") == false)
        #expect(try await dad.deleteAll(RecordQuery<Note>.all) == 1, "only the household's record")
        #expect(try await mom.fetch(Note.self, id: "private") != nil)

        try await mom.save(Note(id: "again", title: "Shared, then not"), audience: .household)
        #expect(try await dad.fetch(Note.self, id: "again") != nil)
        try await mom.save(Note(id: "again", title: "Shared, then not"), audience: .me)
        #expect(try await dad.fetch(Note.self, id: "again") == nil)
        #expect(try await store.records.count(RecordQuery<Note>.all) == 2)
    }

    @Test(
        "an observation shows what its member may see; another member's Only-me change never reaches it, not even as a refresh",
        arguments: StoreKind.allCases)
    func observations(kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind)
        let (mom, dad) = (store.engine.recordStore(for: Self.mom), store.engine.recordStore(for: Self.dad))
        let recorder = OutputRecorder(dad.observe(RecordQuery<Note>.all))
        #expect(await recorder.next()?.map(\.id) == [])
        try await mom.save(Note(id: "private", title: "Diary"))
        try await mom.save(Note(id: "private", title: "Diary, edited"))
        try await mom.save(Note(id: "shared", title: "Lamp"), audience: .household)
        #expect(await recorder.next()?.map(\.id) == ["shared"], "the next answer is the household's record")
        recorder.cancel()
    }

    @Test(
        "files: a member reads a photo and its copies only while a record they may see names it",
        arguments: StoreKind.allCases)
    func files(kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind)
        let key = try BlobKey("notes", "photo.png")
        func blobs(_ member: String) -> MemberBlobStore {
            MemberBlobStore(
                store.engine.blobStore, records: store.engine.recordStore(for: member), recordTypes: [Note.self])
        }
        let (mom, dad) = (blobs(Self.mom), blobs(Self.dad))
        try await mom.put(Data("photo".utf8), for: key)
        #expect(try await mom.get(key) == nil, "no record names it yet")
        try await store.engine.recordStore(for: Self.mom).save(Note(id: "n", title: "with photo", photo: key))
        #expect(try await mom.get(key) == Data("photo".utf8))
        #expect(try await dad.get(key) == nil)
        #expect(try await dad.exists(key) == false)
        #expect(try await dad.size(key) == nil)
        #expect(try await dad.copy(.thumbnail, of: key) == nil)
        #expect(try await dad.list(prefix: "notes").isEmpty)
        #expect(try await mom.list(prefix: "notes") == [key])
        try await store.engine.recordStore(for: Self.mom).save(
            Note(id: "n", title: "with photo", photo: key), audience: .household)
        #expect(try await dad.get(key) == Data("photo".utf8))
    }

    @Test("settings: each member's are their own, apart from the household's", arguments: StoreKind.allCases)
    func settings(kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind)
        let mom = MemberSettingsStore(store.engine.settingsStore, member: ActingMember(id: Self.mom))
        let dad = MemberSettingsStore(store.engine.settingsStore, member: ActingMember(id: Self.dad))
        try await mom.set("INFJ", forKey: "photobox.profile")
        #expect(try await mom.value(String.self, forKey: "photobox.profile") == "INFJ")
        #expect(try await dad.value(String.self, forKey: "photobox.profile") == nil)
        #expect(try await mom.keys(prefix: "photobox.") == ["photobox.profile"])
        #expect(try await dad.keys(prefix: "").isEmpty)
        #expect(try await store.settings.value(String.self, forKey: "member.mom-id.photobox.profile") == "INFJ")
        try await store.settings.set("token", forKey: "serve.signin.x")
        #expect(try await mom.value(String.self, forKey: "serve.signin.x") == nil, "the server's keys are out of reach")
    }

    @Test(
        "a store's engine copy keeps every record's owner and audience", arguments: StoreKind.allCases)
    func copyKeepsSharing(kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind)
        try await store.engine.recordStore(for: Self.mom).save(Note(id: "m", title: "Mom's"))
        try await store.engine.recordStore(for: Self.dad).save(Note(id: "d", title: "Dad's"), audience: .household)
        #expect(
            try await store.engine.storedRecords(in: Note.collection).map(\.sharing) == [
                RecordSharing(owner: Self.dad, audience: .household), RecordSharing(owner: Self.mom, audience: .me),
            ])
    }
}
