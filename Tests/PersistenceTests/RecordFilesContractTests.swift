import Core
import Foundation
import Persistence
import TestSupport
import Testing

@Suite("Records and their files as one operation")
struct RecordFilesContractTests {
    let photo = try! BlobKey("notes", "a.png")
    let newer = try! BlobKey("notes", "b.png")

    @Test(
        "a saved record's file is there; replacing it removes the old file only after the save",
        arguments: StoreKind.allCases)
    func saveAndReplace(kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind)
        try await store.records.save(
            Note(id: "a", title: "Oud", photo: photo), attaching: [photo: Data("one".utf8)], to: store.blobs)
        #expect(try await store.blobs.get(photo) == Data("one".utf8))
        try await store.records.save(
            Note(id: "a", title: "Oud", photo: newer), attaching: [newer: Data("two".utf8)],
            to: store.blobs, releasing: [photo])
        #expect(try await store.blobs.exists(photo) == false)
        #expect(try await store.blobs.get(newer) == Data("two".utf8))
        #expect(try await store.records.fetch(Note.self, id: "a")?.photo == newer)
    }

    @Test(
        "a record that cannot be saved leaves no file, and the file it was to replace stays",
        arguments: StoreKind.allCases)
    func failedSave(kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind)
        try await store.records.save(
            Note(id: "a", title: "Oud", photo: photo), attaching: [photo: Data("one".utf8)], to: store.blobs)
        let refusing = RefusingRecordStore(base: store.records)
        await #expect(throws: PersistenceError.self) {
            try await refusing.save(
                Note(id: "a", title: "Oud", photo: newer), attaching: [newer: Data("two".utf8)],
                to: store.blobs, releasing: [photo])
        }
        #expect(try await store.blobs.list() == [photo])
        #expect(try await store.records.fetch(Note.self, id: "a")?.photo == photo)
    }

    @Test("a file that cannot be written saves no record", arguments: StoreKind.allCases)
    func failedFile(kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind)
        await #expect(throws: PersistenceError.self) {
            try await store.records.save(
                Note(id: "a", title: "Oud", photo: photo), attaching: [photo: Data("one".utf8)],
                to: RefusingBlobStore(base: store.blobs))
        }
        #expect(try await store.records.fetch(Note.self, id: "a") == nil)
        #expect(try await store.blobs.list().isEmpty)
    }

    @Test("a rule broken inside the transaction removes the files written for it", arguments: StoreKind.allCases)
    func refusedInside(kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind)
        await #expect(throws: UserError.self) {
            try await store.records.write(attaching: [photo: Data("one".utf8)], to: store.blobs) {
                writer -> (result: Void, released: [BlobKey]) in
                try writer.save(Note(id: "a", title: "Oud", photo: photo))
                throw UserError(Message(en: "no", ko: "아니요"), category: .invalidInput)
            }
        }
        #expect(try await store.records.fetch(Note.self, id: "a") == nil)
        #expect(try await store.blobs.list().isEmpty)
    }

    @Test("delete removes the record, then its files; deleting twice is not an error", arguments: StoreKind.allCases)
    func delete(kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind)
        try await store.records.save(
            Note(id: "a", title: "Oud", photo: photo), attaching: [photo: Data("one".utf8)], to: store.blobs)
        #expect(try await store.records.delete(Note.self, id: "a", removing: [photo], from: store.blobs))
        #expect(try await store.records.fetch(Note.self, id: "a") == nil)
        #expect(try await store.blobs.list().isEmpty)
        #expect(try await store.records.delete(Note.self, id: "a", removing: [photo], from: store.blobs) == false)
    }

    @Test("a record that cannot be deleted keeps its file", arguments: StoreKind.allCases)
    func failedDelete(kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind)
        try await store.records.save(
            Note(id: "a", title: "Oud", photo: photo), attaching: [photo: Data("one".utf8)], to: store.blobs)
        await #expect(throws: PersistenceError.self) {
            try await RefusingRecordStore(base: store.records).delete(
                Note.self, id: "a", removing: [photo], from: store.blobs)
        }
        #expect(try await store.blobs.get(photo) == Data("one".utf8))
    }
}
