import Foundation
import GRDB
import Persistence
import PersistenceSQLite
import StoreMaintenance
import TestSupport
import Testing

@Suite("StoreDoctor")
struct StoreDoctorTests {
    @Test("a fresh store is healthy")
    func healthy() async throws {
        let store = try await StoreUnderTest(.file)
        let report = try await StoreDoctor(engine: store.engine, recordTypes: [Note.self, Tag.self]).examine()
        #expect(report.isHealthy)
        #expect(report.integrity == ["ok"])
    }

    @Test("files without records and records without files are found and repaired")
    func findsAndRepairs() async throws {
        let store = try await StoreUnderTest(.file)
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

        let later = Date().addingTimeInterval(StoreDoctor.gracePeriod + 1)
        let doctor = StoreDoctor(engine: store.engine, recordTypes: [Note.self, Tag.self], now: { later })
        let report = try await doctor.examine()
        #expect(report.orphanFiles == [orphan])
        #expect(report.missingFiles == [.init(collection: "notes", id: "broken", keys: [lost])])
        #expect(report.temporaryFiles == 1)
        #expect(!report.isHealthy)

        let repair = try await doctor.repair(report)
        #expect(repair.removedFiles == 1)
        #expect(repair.removedTemporaryFiles == 1)
        #expect(repair.updatedRecords == 1)
        #expect(try await store.records.fetch(Note.self, id: "broken")?.photo == nil)
        #expect(try await store.blobs.exists(kept))
        #expect(try await doctor.examine().isHealthy)
    }

    @Test("repair leaves fresh files alone: a concurrent write may be about to reference them")
    func recentFilesKept() async throws {
        let store = try await StoreUnderTest(.file)
        let kept = try BlobKey("notes", "kept.png")
        let inFlight = try BlobKey("notes", "in-flight.png")
        try await store.blobs.put(Data([1]), for: kept)
        try await store.records.save(Note(id: "ok", title: "with file", photo: kept))
        try await store.blobs.put(Data([2]), for: inFlight)
        try Data([3]).write(to: store.folder.appending("files/.tmp").appendingPathComponent("being-written"))

        let doctor = StoreDoctor(engine: store.engine, recordTypes: [Note.self, Tag.self])
        let report = try await doctor.examine()
        #expect(report.orphanFiles == [inFlight] && report.recentOrphanFiles == [inFlight])
        let repair = try await doctor.repair(report)
        #expect(repair.removedFiles == 0 && repair.removedTemporaryFiles == 0)
        #expect(repair.keptRecentFiles == 2)
        #expect(try await store.blobs.exists(inFlight))
        // The write completes: its record now owns the file.
        try await store.records.save(Note(id: "late", title: "finished writing", photo: inFlight))
        #expect(try await doctor.examine().orphanFiles.isEmpty)
    }

    @Test("a write that fills the disk fails with a storage error and leaves nothing half-written behind")
    func fullDiskCleansUp() async throws {
        let disk = try MountedFolder()
        try #require(disk.isSmallDisk, "needs root to mount a small tmpfs (CI runs as root)")
        let files = FileBlobStore(root: disk.url.appendingPathComponent("files"))
        let photo = try BlobKey("notes", "huge.png")
        let huge = Data(count: (MountedFolder.megabytes + 1) << 20)
        var failure: Persistence.PersistenceError?
        do { try await files.put(huge, for: photo) } catch { failure = error as? Persistence.PersistenceError }
        #expect(
            failure
                == .io(path: disk.url.appendingPathComponent("files/notes/huge.png").path, reason: "the disk is full"))
        #expect(files.temporaryFileCount() == 0)
        #expect(try await !files.exists(photo))
    }

    @Test("a record that no longer decodes is reported, and repair then keeps every file it might own")
    func unreadableRecordKeepsFiles() async throws {
        let store = try await StoreUnderTest(.file)
        let photo = try BlobKey("notes", "only-copy.png")
        try await store.blobs.put(Data([1]), for: photo)
        try await store.records.save(Note(id: "old", title: "written by another build", photo: photo))
        var configuration = Configuration()
        // The search triggers call the engine's fold function; any stand-in will do here.
        configuration.prepareDatabase { db in
            db.add(function: DatabaseFunction("mosaic_fold", argumentCount: 1, pure: true) { $0[0] })
        }
        let database = try DatabaseQueue(
            path: store.folder.appending("mosaic.sqlite").path, configuration: configuration)
        try await store.records.save(Note(id: "new", title: "readable"))
        try await database.write { db in
            try db.execute(
                sql:
                    #"UPDATE "rec_notes" SET body = '{"id": "old", "title": 7, "photo": "notes/only-copy.png"}' WHERE id = 'old'"#
            )
        }

        // Lists show what they can and count what they left out; one read by id names it.
        #expect(try await store.records.fetch(RecordQuery<Note>()).map(\.id) == ["new"])
        #expect(store.storage.records.unreadable.count == 1)
        await #expect(
            throws: Persistence.PersistenceError.undecodable(
                collection: "notes", id: "old", reason: "the field 'title' has a value of the wrong kind")
        ) {
            _ = try await store.records.fetch(Note.self, id: "old")
        }

        let doctor = StoreDoctor(engine: store.engine, recordTypes: [Note.self, Tag.self])
        let report = try await doctor.examine()
        #expect(report.unreadableRecords == [.init(collection: "notes", id: "old")])
        #expect(report.orphanFiles == [photo] && !report.isHealthy)
        let repair = try await doctor.repair(report)
        #expect(repair.removedFiles == 0 && repair.quarantinedRecords == 1)
        #expect(try await store.blobs.exists(photo))

        // Set aside, kept whole: no longer unreadable in lists, and its photo is still owned.
        let after = try await doctor.examine()
        #expect(after.unreadableRecords.isEmpty && after.orphanFiles.isEmpty && after.isHealthy)
        #expect(after.quarantinedRecords.map(\.id) == ["old"])
        #expect(after.quarantinedRecords.first?.body.contains("only-copy.png") == true)
        #expect(try await doctor.repair(after).removedFiles == 0)
        #expect(try await store.blobs.exists(photo))
    }
}

/// The doctor on every engine (#28): the same report and the same repair on SQLite and PostgreSQL.
@Suite("StoreDoctor on every engine")
struct StoreDoctorEngineTests {
    static let kinds: [StoreKind] = StoreKind.allCases.filter { $0 != .memory }

    @Test(
        "orphans and records without files are found; repair deletes old orphans, keeps fresh ones, fixes records",
        arguments: kinds)
    func examineAndRepair(_ kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind)
        let kept = try BlobKey("notes", "kept.png")
        let lost = try BlobKey("notes", "lost.png")
        let orphan = try BlobKey("notes", "orphan.png")
        try await store.blobs.put(Data([1]), for: kept)
        try await store.blobs.put(Data([2]), for: orphan)
        try await store.records.save([
            Note(id: "ok", title: "with file", photo: kept), Note(id: "broken", title: "file gone", photo: lost),
        ])

        let now = StoreDoctor(engine: store.engine, recordTypes: [Note.self, Tag.self])
        let fresh = try await now.examine()
        #expect(fresh.integrity == ["ok"] && fresh.schemaVersion == store.engine.supportedSchemaVersion)
        #expect(fresh.orphanFiles == [orphan] && fresh.recentOrphanFiles == [orphan])
        #expect(fresh.missingFiles == [.init(collection: "notes", id: "broken", keys: [lost])])
        // A photo written in the last minutes may be about to get its record: kept.
        let first = try await now.repair(fresh)
        #expect(first.removedFiles == 0 && first.keptRecentFiles == 1 && first.updatedRecords == 1)
        #expect(try await store.blobs.exists(orphan))

        let later = Date().addingTimeInterval(StoreDoctor.gracePeriod + 60)
        let doctor = StoreDoctor(engine: store.engine, recordTypes: [Note.self, Tag.self], now: { later })
        let repair = try await doctor.repair(try await doctor.examine())
        #expect(repair.removedFiles == 1)
        #expect(try await !store.blobs.exists(orphan))
        #expect(try await store.blobs.exists(kept))
        #expect(try await doctor.examine().isHealthy)
    }

    @Test(
        "a record that no longer decodes is left out of lists, named by the doctor and set aside by repair",
        arguments: kinds)
    func unreadable(_ kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind)
        let photo = try BlobKey("notes", "only-copy.png")
        try await store.blobs.put(Data([1]), for: photo)
        try await store.records.save([
            Note(id: "old", title: "written by another build", photo: photo), Note(id: "new", title: "readable"),
        ])
        try await store.overwriteBody(
            of: "rec_notes", id: "old", with: #"{"id": "old", "title": 7, "photo": "notes/only-copy.png"}"#)

        #expect(try await store.records.fetch(RecordQuery<Note>()).map(\.id) == ["new"])
        #expect(store.engine.unreadableCount == 1)
        let doctor = StoreDoctor(engine: store.engine, recordTypes: [Note.self, Tag.self])
        let report = try await doctor.examine()
        #expect(report.unreadableRecords == [.init(collection: "notes", id: "old")])
        let repair = try await doctor.repair(report)
        #expect(repair.removedFiles == 0 && repair.quarantinedRecords == 1)
        let after = try await doctor.examine()
        #expect(after.isHealthy && after.quarantinedRecords.map(\.id) == ["old"])
        #expect(after.quarantinedRecords.first?.body.contains("only-copy.png") == true)
    }
}
