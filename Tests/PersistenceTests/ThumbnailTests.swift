import Core
import Foundation
import Persistence
import StoreMaintenance
import TestSupport
import Testing

/// A thumbnailer that "shrinks" a photo to its first bytes (two for a thumbnail, eight for
/// a display copy), counting its work.
private struct FirstBytesThumbnailer: ImageThumbnailer {
    let made = LockedValue(0)

    func thumbnail(of image: Data, fitting side: Int) async -> Data? {
        guard image.count > 2 else { return nil }
        made.withLock { $0 += 1 }
        return image.prefix(side / 200)
    }
}

/// A machine without libvips: no copy can be made.
private struct NoLibraryThumbnailer: ImageThumbnailer {
    func thumbnail(of image: Data, fitting side: Int) async -> Data? { nil }
    var canMakeCopies: Bool { false }
}

/// A thumbnailer that holds each copy until the test lets it go: a photo deleted or replaced
/// while its copy is being made.
private struct HeldThumbnailer: ImageThumbnailer {
    let started: AsyncStream<Void>.Continuation
    let release: AsyncStream<Void>

    func thumbnail(of image: Data, fitting side: Int) async -> Data? {
        started.yield()
        for await _ in release { break }
        return image.prefix(side / 200)
    }
}

/// Thumbnails live and die with their photos, on every engine, and the doctor knows them.
@Suite("Thumbnails")
struct ThumbnailTests {

    @Test(
        "a photo's thumbnail is made when it is stored, replaced with it and removed with it",
        arguments: StoreKind.allCases)
    func madeWithThePhoto(_ kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind)
        let thumbnailer = FirstBytesThumbnailer()
        let blobs = ThumbnailedBlobStore(store.blobs, thumbnailer: thumbnailer)
        let key = try BlobKey("notes", "a.png")
        try await blobs.put(Data([1, 2, 3]), for: key)
        #expect(try await store.blobs.get(#require(key.thumbnail)) == Data([1, 2]))
        #expect(try await blobs.thumbnail(key) == Data([1, 2]))
        // A photo replaced by one no thumbnail can be made of loses the old thumbnail.
        try await blobs.put(Data([9]), for: key)
        #expect(try await blobs.thumbnail(key) == nil)
        try await blobs.put(Data([4, 5, 6]), for: key)
        try await blobs.delete(key)
        #expect(try await store.blobs.list().isEmpty)
        #expect(thumbnailer.made.value == 2)
    }

    @Test(
        "a photo stored without a thumbnail gets one the first time it is asked for, once",
        arguments: StoreKind.allCases)
    func madeLazily(_ kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind)
        let key = try BlobKey("notes", "old.png")
        try await store.blobs.put(Data([7, 8, 9]), for: key)
        let thumbnailer = FirstBytesThumbnailer()
        let blobs = ThumbnailedBlobStore(store.blobs, thumbnailer: thumbnailer)
        #expect(try await blobs.thumbnail(key) == Data([7, 8]))
        #expect(try await blobs.thumbnail(key) == Data([7, 8]))
        #expect(thumbnailer.made.value == 1)
        #expect(try await blobs.thumbnail(BlobKey("notes", "none.png")) == nil)
    }

    @Test(
        "a photo's display copy is made the first time it is asked for, once, and goes when the photo is replaced or removed",
        arguments: StoreKind.allCases)
    func displayCopy(_ kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind)
        let thumbnailer = FirstBytesThumbnailer()
        let blobs = ThumbnailedBlobStore(store.blobs, thumbnailer: thumbnailer)
        let key = try BlobKey("notes", "big.png")
        let photo = Data(0..<20)
        try await blobs.put(photo, for: key)
        #expect(try await store.blobs.get(#require(key.copy(.display))) == nil)
        #expect(try await blobs.copy(.display, of: key) == photo.prefix(8))
        #expect(try await blobs.copy(.display, of: key) == photo.prefix(8))
        #expect(thumbnailer.made.value == 2)
        // The new photo's copy, not the old one's.
        try await blobs.put(Data(100..<120), for: key)
        #expect(try await blobs.copy(.display, of: key) == Data(100..<108))
        try await blobs.delete(key)
        #expect(try await store.blobs.list().isEmpty)
        #expect(try await blobs.copy(.display, of: #require(key.copy(.display))) == nil)
    }

    /// Issue #56: without libvips, `doctor` said "Everything is in order" beside photos
    /// without thumbnails, and repair made none without saying why.
    @Test("photos without thumbnails on a machine that cannot make them are a problem the doctor names")
    func noThumbnailer() async throws {
        let store = try await StoreUnderTest(.file)
        let photo = try BlobKey("notes", "p.png")
        try await store.blobs.put(Data([1, 2, 3]), for: photo)
        try await store.records.save(Note(id: "a", title: "a", photo: photo))
        let without = StoreDoctor(engine: store.engine, recordTypes: [Note.self], thumbnailer: NoLibraryThumbnailer())
        let report = try await without.examine()
        #expect(report.thumbnailsUnavailable && !report.isHealthy)
        let with = StoreDoctor(engine: store.engine, recordTypes: [Note.self], thumbnailer: FirstBytesThumbnailer())
        #expect(try await with.examine().thumbnailsUnavailable == false)
    }

    /// Issue #55: a 49 MP photo deleted or replaced while its display copy was being made
    /// left the copy on disk, served by its address.
    @Test(
        "a photo deleted or replaced while its display copy is being made leaves no copy behind",
        arguments: StoreKind.allCases)
    func copyRace(_ kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind)
        for replaced in [false, true] {
            let key = try BlobKey("notes", "big-\(replaced).png")
            try await store.blobs.put(Data(0..<20), for: key)
            let (started, startedInput) = AsyncStream.makeStream(of: Void.self)
            let (release, releaseInput) = AsyncStream.makeStream(of: Void.self)
            let blobs = ThumbnailedBlobStore(
                store.blobs, thumbnailer: HeldThumbnailer(started: startedInput, release: release))
            let making = Task { try await blobs.copy(.display, of: key) }
            for await _ in started { break }
            if replaced {
                // Another size: the new photo; its own copy is made when it is asked for.
                try await store.blobs.put(Data(100..<130), for: key)
            } else {
                try await blobs.delete(key)
            }
            releaseInput.yield()
            releaseInput.finish()
            #expect(try await making.value == nil, "the old photo's copy is not shown")
            #expect(try await store.blobs.get(#require(key.copy(.display))) == nil, "replaced: \(replaced)")
        }
    }

    @Test(
        "the doctor takes a thumbnail or display copy for part of its photo, an orphan's for an orphan, and repair makes missing ones",
        arguments: StoreDoctorEngineTests.kinds)
    func doctor(_ kind: StoreKind) async throws {
        let store = try await StoreUnderTest(kind)
        let thumbnailer = FirstBytesThumbnailer()
        let blobs = ThumbnailedBlobStore(store.blobs, thumbnailer: thumbnailer)
        let kept = try BlobKey("notes", "kept.png")
        let old = try BlobKey("notes", "old.png")
        let gone = try BlobKey("notes", "gone.png")
        try await blobs.put(Data([1, 1, 1]), for: kept)
        _ = try await blobs.copy(.display, of: kept)
        try await store.blobs.put(Data([2, 2, 2]), for: old)
        try await store.blobs.put(Data([3]), for: #require(gone.thumbnail))
        try await store.records.save([
            Note(id: "a", title: "kept", photo: kept), Note(id: "b", title: "old", photo: old),
        ])

        let later = Date().addingTimeInterval(StoreDoctor.gracePeriod + 1)
        let doctor = StoreDoctor(
            engine: store.engine, recordTypes: [Note.self, Tag.self], thumbnailer: thumbnailer, now: { later })
        let report = try await doctor.examine()
        #expect(report.orphanCopies == [try #require(gone.thumbnail)], "a copy whose photo is gone is named as a copy")
        #expect(report.orphanFiles.isEmpty)
        #expect(report.photosWithoutThumbnail == [old])
        let repair = try await doctor.repair(report)
        #expect(repair.removedFiles == 1)
        #expect(repair.madeThumbnails == 1)
        let after = try await doctor.examine()
        #expect(after.isHealthy)
        #expect(after.photosWithoutThumbnail.isEmpty)
        #expect(try await store.blobs.get(#require(old.thumbnail)) == Data([2, 2]))
    }
}
