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
        "saves: a new record is its writer's; another's edit of a household record keeps its owner and audience; only the owner re-shares; what one may not see is never overwritten or deleted: a save with its id keeps one's own",
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
        let wish = await #expect(throws: UserError.self, "her wish is hers") {
            try await dad.save(Note(id: "shared", title: "Lamp, repaired", wished: true))
        }
        #expect(wish?.category == .invalidInput)
        try await mom.save(Note(id: "shared", title: "Lamp, repaired", wished: true))
        try await dad.save(Note(id: "shared", title: "Lamp, repaired again", wished: true))
        #expect(try await mom.fetch(Note.self, id: "shared")?.wished == true, "his edit keeps her wish")

        try await dad.save(Note(id: "private", title: "Dad's own"))
        #expect(try await mom.fetch(Note.self, id: "private")?.title == "Diary")
        #expect(try await dad.fetch(Note.self, id: "private")?.title == "Dad's own")
        #expect(try await dad.sharing(of: Note.self, id: "private") == RecordSharing(owner: Self.dad, audience: .me))
        #expect(try await dad.delete(Note.self, id: "private") == true, "his own")
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
        "each keeps their own: two members' records of one id (a like) are each their own; another's shared one shows in lists until one keeps one's own, and is never changed or removed by one",
        arguments: StoreKind.allCases)
    func personalRecords(kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind, types: [Note.self, Pin.self])
        let (mom, dad) = (store.engine.recordStore(for: Self.mom), store.engine.recordStore(for: Self.dad))
        try await mom.save(Pin(id: "photo-1", label: "Mom's"), audience: .household)
        try await mom.save(Pin(id: "photo-2", label: "Mom's secret"))
        #expect(try await dad.fetch(RecordQuery<Pin>.all).map(\.label) == ["Mom's"], "her shared one is in his list")
        #expect(try await dad.fetch(RecordQuery<Pin>.all.mine()).isEmpty)
        #expect(try await dad.fetch(Pin.self, id: "photo-1") == nil, "by id, his own only")
        #expect(
            try await dad.read { try $0.sharings(in: Pin.collection, ids: ["photo-1"]) }["photo-1"]?.owner == Self.mom)

        try await dad.save(Pin(id: "photo-1", label: "Dad's"))
        try await dad.save(Pin(id: "photo-2", label: "Dad's too"))
        #expect(try await mom.fetch(Pin.self, id: "photo-1")?.label == "Mom's")
        #expect(try await mom.fetch(Pin.self, id: "photo-2")?.label == "Mom's secret")
        #expect(
            Set(try await dad.fetch(RecordQuery<Pin>.all).map(\.label)) == ["Dad's", "Dad's too"], "his own stand in")
        #expect(try await dad.count(RecordQuery<Pin>.all) == 2)
        #expect(try await store.records.count(RecordQuery<Pin>.all) == 4)

        #expect(try await dad.delete(Pin.self, id: "photo-1") == true)
        #expect(try await dad.fetch(RecordQuery<Pin>.all).map(\.label).sorted() == ["Dad's too", "Mom's"])
        #expect(try await dad.deleteAll(RecordQuery<Pin>.all) == 1, "his own only")
        #expect(try await mom.count(RecordQuery<Pin>.all) == 2)

        let reassigned = try await store.engine.reassignRecords(from: Self.mom, to: Self.dad)
        #expect(reassigned == 2)
        try await dad.save(Pin(id: "photo-1", label: "Dad's again"))
        try await store.engine.recordStore(for: "kid").save(Pin(id: "photo-1", label: "Kid's"))
        #expect(try await store.engine.reassignRecords(from: "kid", to: Self.dad) == 0, "Dad keeps his own")
        #expect(try await store.engine.recordStore(for: "kid").fetch(Pin.self, id: "photo-1")?.label == "Kid's")
    }

    @Test(
        "two household records of one id: each member's list shows one, and an edit changes the one shown",
        arguments: StoreKind.allCases)
    func sharedRecordsOfOneID(kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind)
        let (mom, dad) = (store.engine.recordStore(for: Self.mom), store.engine.recordStore(for: Self.dad))
        try await mom.save(Note(id: "app", title: "Mom's copy"))
        try await dad.save(Note(id: "app", title: "Dad's copy"))
        try await store.engine.recordStore(for: "kid").save(Note(id: "app", title: "Kid's copy"), audience: .household)
        #expect(try await mom.share(collection: Note.collection, id: "app", with: .household))
        #expect(try await dad.fetch(RecordQuery<Note>.all).map(\.title) == ["Dad's copy"])
        #expect(try await mom.fetch(RecordQuery<Note>.all).map(\.title) == ["Mom's copy"])
        let grandma = store.engine.recordStore(for: "grandma")
        #expect(try await grandma.fetch(RecordQuery<Note>.all).map(\.title) == ["Mom's copy"], "the earliest shared")
        #expect(try await grandma.count(RecordQuery<Note>.all) == 1)
        #expect(try await grandma.search(Note.self, text: "copy", limit: nil).map(\.title) == ["Mom's copy"])
        try await grandma.save(Note(id: "app", title: "Mom's copy, edited"))
        #expect(try await mom.fetch(Note.self, id: "app")?.title == "Mom's copy, edited")
        #expect(try await store.engine.recordStore(for: "kid").fetch(Note.self, id: "app")?.title == "Kid's copy")
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
                store.engine.blobStore, records: store.engine.recordStore(for: member),
                everyone: store.engine.recordStore, recordTypes: [Note.self])
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

        try await store.engine.recordStore(for: Self.dad).save(Note(id: "d", title: "his", photo: key))
        try await dad.delete(key)
        #expect(try await mom.get(key) == Data("photo".utf8), "a file another's record names stays")
        try await store.engine.recordStore.write { writer in
            _ = try writer.deleteAll(RecordQuery<Note>.all)
        }
        try await dad.delete(key)
        #expect(try await store.engine.blobStore.get(key) == nil, "named by no one, it goes")
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

extension MemberScopingContractTests {
    @Test(
        "a record kept from one member (a gift claim, from its wisher): the household sees it, that member finds it nowhere until they reveal it",
        arguments: StoreKind.allCases)
    func hiddenFromOne(kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind, types: [Note.self, Pin.self])
        let (mom, dad, kid) = (
            store.engine.recordStore(for: Self.mom), store.engine.recordStore(for: Self.dad),
            store.engine.recordStore(for: "kid")
        )
        try await mom.save(Note(id: "wish", title: "Santal 33", wished: true), audience: .household)
        try await dad.save(Pin(id: "wish", label: "Dad gives it"), hiddenFromOwnerOf: Note.self, id: "wish")
        #expect(try await kid.fetch(RecordQuery<Pin>.all).map(\.label) == ["Dad gives it"])
        #expect(try await kid.read { try $0.sharings(in: Pin.collection, ids: ["wish"]) }["wish"]?.owner == Self.dad)
        #expect(try await mom.fetch(RecordQuery<Pin>.all).isEmpty)
        #expect(try await mom.count(RecordQuery<Pin>.all) == 0)
        #expect(try await mom.read { try $0.fetch(Pin.self, ids: ["wish"]) }.isEmpty)
        #expect(try await mom.read { try $0.sharings(in: Pin.collection, ids: ["wish"]) }.isEmpty)
        let recorder = OutputRecorder(mom.observe(RecordQuery<Pin>.all))
        #expect(await recorder.next()?.isEmpty == true)
        try await dad.save(Pin(id: "wish", label: "Dad gives it, wrapped"), hiddenFromOwnerOf: Note.self, id: "wish")
        #expect(try await mom.reveal(Pin.self, id: "wish"))
        #expect(await recorder.next()?.map(\.label) == ["Dad gives it, wrapped"], "the first she hears of it")
        recorder.cancel()
        #expect(
            try await store.engine.storedRecords(in: Pin.collection).map(\.sharing)
                == [RecordSharing(owner: Self.dad, audience: .household)])

        try await mom.save(Note(id: "mine", title: "Mom's own"), audience: .household)
        await #expect(throws: PersistenceError.ownRecord) {
            try await mom.save(Pin(id: "mine", label: "x"), hiddenFromOwnerOf: Note.self, id: "mine")
        }
    }
}
