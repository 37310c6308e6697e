import Foundation
import Persistence
import PersistenceSQLite
import Testing
import TestSupport

@Suite("StoreDoctor")
struct StoreDoctorTests {
    @Test("a fresh store is healthy")
    func healthy() async throws {
        let store = try StoreUnderTest(.file)
        let report = try await StoreDoctor(storage: store.storage, recordTypes: [Note.self, Tag.self]).examine()
        #expect(report.isHealthy)
        #expect(report.integrity == ["ok"])
    }

    @Test("files without records and records without files are found and repaired")
    func findsAndRepairs() async throws {
        let store = try StoreUnderTest(.file)
        let kept = try BlobKey("notes", "kept.png")
        let lost = try BlobKey("notes", "lost.png")
        let orphan = try BlobKey("notes", "orphan.png")
        try await store.blobs.put(Data([1]), for: kept)
        try await store.blobs.put(Data([2]), for: orphan)
        try await store.records.save([
            Note(id: "ok", title: "with file", photo: kept),
            Note(id: "broken", title: "file gone", photo: lost),
        ])
        // A crash between writing a file and renaming it leaves a temp file behind.
        let temporary = store.folder.appending("files/.tmp")
        try Data([3]).write(to: temporary.appendingPathComponent("half-written"))

        let doctor = StoreDoctor(storage: store.storage, recordTypes: [Note.self, Tag.self])
        let report = try await doctor.examine()
        #expect(report.orphanFiles == [orphan])
        #expect(report.missingFiles == [.init(collection: "notes", id: "broken", keys: [lost])])
        #expect(!report.isHealthy)

        let repair = try await doctor.repair(report)
        #expect(repair.removedFiles == 1)
        #expect(repair.removedTemporaryFiles == 1)
        #expect(repair.updatedRecords == 1)
        #expect(try await store.records.fetch(Note.self, id: "broken")?.photo == nil)
        #expect(try await store.blobs.exists(kept))
        #expect(try await doctor.examine().isHealthy)
    }
}
