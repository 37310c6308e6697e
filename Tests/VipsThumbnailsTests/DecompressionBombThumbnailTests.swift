import Core
import Foundation
import Persistence
import PersistenceSQLite
import TestSupport
import Testing
import VipsThumbnails

/// The thumbnail step under files that declare billions of pixels in a few bytes (#44): a
/// 35-byte GIF once made libvips allocate 15.8 GB. Each is refused before libvips sees it,
/// quickly and without the process's peak memory moving.
@Suite(.enabled(if: VipsThumbnailer.isAvailable, "libvips (libvips.so.42) is not installed"), .serialized)
struct DecompressionBombThumbnailTests {
    @Test("no bomb of any format gives a thumbnail, and none takes memory or time")
    func everyBombIsRefusedCheaply() async throws {
        let peak = PeakMemory()
        let clock = ContinuousClock()
        for (name, data) in DecompressionBombs.all {
            let started = clock.now
            #expect(await VipsThumbnailer().thumbnail(of: data) == nil, "\(name)")
            #expect(clock.now - started < .seconds(5), "\(name) took \(clock.now - started)")
        }
        if let growth = peak.growth {
            #expect(growth < 200 * 1_048_576, "peak memory grew by \(growth / 1_048_576) MB")
        }
    }

    @Test("a photo stored before the check (or copied in) that declares too much gets no thumbnail and stays stored")
    func aStoredBombKeepsItsPhoto() async throws {
        let directory = TemporaryDirectory()
        let storage = try SQLiteStorage.open(directory: directory.url, recordTypes: [])
        let blobs = ThumbnailedBlobStore(storage.blobStore, thumbnailer: VipsThumbnailer())
        let key = try BlobKey("perfume", "bomb.gif")
        try await blobs.put(DecompressionBombs.gifFrame, for: key)
        #expect(try await blobs.get(key) == DecompressionBombs.gifFrame)
        #expect(try await blobs.thumbnail(key) == nil)
    }

    @Test("a photo whose thumbnail cannot be made (complete structure, no pixels) is stored whole")
    func anUndecodablePhotoIsStored() async throws {
        let directory = TemporaryDirectory()
        let storage = try SQLiteStorage.open(directory: directory.url, recordTypes: [])
        let blobs = ThumbnailedBlobStore(storage.blobStore, thumbnailer: VipsThumbnailer())
        let photo = DecompressionBombs.png(width: 640, height: 480)
        _ = try ImageFile(data: photo)
        let key = try BlobKey("perfume", "empty.png")
        try await blobs.put(photo, for: key)
        #expect(try await blobs.get(key) == photo)
        #expect(try await blobs.thumbnail(key) == nil)
    }
}
