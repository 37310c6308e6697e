import Core
import Foundation
import Persistence
import PersistenceSQLite
import TestSupport
import Testing
import VipsThumbnails

/// The thumbnails lists and grids load: small, the right shape, made once with the photo
/// and gone with it. These need the system's libvips (`.ci/run` installs it).
@Suite(.enabled(if: VipsThumbnailer.isAvailable, "libvips (libvips.so.42) is not installed"))
struct VipsThumbnailerTests {
    @Test func aTenMegabytePhotoBecomesAThumbnailOfAtMostSixtyKilobytes() async throws {
        let photo = SyntheticPhoto.png()
        #expect(photo.count > 9_900_000)
        let thumbnail = try #require(await VipsThumbnailer().thumbnail(of: photo, fitting: 400))
        #expect(ImageFormat(sniffing: thumbnail) == .webp)
        #expect(thumbnail.count <= 60_000, "thumbnail of a 10 MB photo is \(thumbnail.count) bytes")
        let size = try #require(ImageHeader(thumbnail, format: .webp))
        // 1,870×1,780 fits 400×400 as 400×381: the shape kept, never cropped.
        #expect(size.width == 400 && size.height == 381)
    }

    @Test func aTenMegabytePhotoGetsADisplayCopyOfAtMostSixteenHundredPixels() async throws {
        let photo = SyntheticPhoto.png()
        let display = try #require(await VipsThumbnailer().thumbnail(of: photo, fitting: BlobKey.Copy.display.side))
        #expect(ImageFormat(sniffing: display) == .webp)
        #expect(display.count <= photo.count / 10, "display copy of a 10 MB photo is \(display.count) bytes")
        let size = try #require(ImageHeader(display, format: .webp))
        #expect(size.width == 1600 && size.height == 1523)
    }

    @Test func aSmallPhotoIsNeverEnlarged() async throws {
        let thumbnail = try #require(
            await VipsThumbnailer().thumbnail(of: SyntheticPhoto.png(width: 120, height: 90), fitting: 400))
        let size = try #require(ImageHeader(thumbnail, format: .webp))
        #expect(size.width == 120 && size.height == 90)
    }

    @Test(arguments: [Data(), Data("not an image".utf8), ImageFixtures.craftedHEIC, SyntheticPhoto.png().prefix(5_000)])
    func whatIsNoImageGivesNoThumbnail(_ bytes: Data) async {
        #expect(await VipsThumbnailer().thumbnail(of: bytes, fitting: 400) == nil)
    }

    @Test func theStoreMakesTheThumbnailWithThePhotoAndRemovesItWithIt() async throws {
        let directory = TemporaryDirectory()
        let storage = try SQLiteStorage.open(directory: directory.url, recordTypes: [])
        let blobs = ThumbnailedBlobStore(storage.blobStore, thumbnailer: VipsThumbnailer())
        let key = try BlobKey("perfume", "A1.png")
        try await blobs.put(SyntheticPhoto.png(width: 800, height: 600), for: key)
        let thumbnailKey = try #require(key.thumbnail)
        let stored = try #require(try await storage.blobStore.get(thumbnailKey))
        #expect(ImageHeader(stored, format: .webp).map { [$0.width, $0.height] } == [400, 300])
        try await blobs.delete(key)
        #expect(try await storage.blobStore.list().isEmpty)
    }
}
