import Core
import Foundation
import Persistence
import PersistenceSQLite
import TestSupport
import Testing

@testable import VipsThumbnails

/// The thumbnail step under files that declare billions of pixels in a few bytes (#44): a
/// 35-byte GIF once made libvips allocate 15.8 GB. Each is refused before libvips sees it;
/// `DataSafetyTests.decompressionBombs` measures the binary's peak memory and CPU time.
@Suite(.enabled(if: VipsThumbnailer.isAvailable, "libvips (libvips.so.42) is not installed"))
struct DecompressionBombThumbnailTests {
    @Test("no bomb of any format gives a thumbnail: each is refused by what it declares, before libvips sees it")
    func everyBombIsRefusedBeforeDecoding() async throws {
        for (name, data) in DecompressionBombs.all {
            #expect(!VipsThumbnailer.mayDecode(data), "\(name)")
            #expect(await VipsThumbnailer().thumbnail(of: data, fitting: 400) == nil, "\(name)")
        }
        // What the budget lets through is decoded: an image of 50 megapixels exactly.
        #expect(VipsThumbnailer.mayDecode(DecompressionBombs.png(width: 10_000, height: 5_000)))
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
