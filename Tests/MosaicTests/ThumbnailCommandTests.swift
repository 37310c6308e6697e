import CommandTestSupport
import Core
import Foundation
import TestSupport
import Testing
import VipsThumbnails

/// Photos get their thumbnail when stored, lose it when deleted, and `doctor --repair`
/// makes the ones older photos lack (#29). Needs libvips, as the binary does.
@Suite(
    "thumbnails from the command line",
    .enabled(if: VipsThumbnailer.isAvailable, "libvips (libvips.so.42) is not installed"))
struct ThumbnailCommandTests {
    @Test("a 10 MB photo added to the journal gets a thumbnail of at most 60 KB, which goes when the entry is deleted")
    func madeAndRemoved() async throws {
        let mosaic = MosaicBinary()
        let photo = mosaic.data.url.appendingPathComponent("big.png")
        try SyntheticPhoto.png().write(to: photo)
        let added = try await mosaic.runAsync([
            "perfume", "add", "--brand", "b", "--name", "n", "--sentence", "s",
            "--photo", photo.path, "--json",
        ])
        #expect(added.status == 0, "\(added.stderr)")
        let entry = try #require(try mosaic.json(added) as? [String: Any])
        let key = try #require(entry["photo"] as? String)
        let thumbnail = try #require(try await mosaic.storedPhoto("thumbnails/" + key))
        #expect(thumbnail.count <= 60_000)
        #expect(ImageFormat(sniffing: thumbnail) == .webp)
        let id = try #require(entry["id"] as? String)
        #expect(try await mosaic.runAsync(["perfume", "delete", id, "--yes"]).status == 0)
        #expect(try await mosaic.storedPhoto("thumbnails/" + key) == nil)
        #expect(try await mosaic.storedPhoto(key) == nil)
    }

    @Test("a photo stored before thumbnails is counted by the doctor, and --repair makes its thumbnail")
    func doctorMakesMissingOnes() async throws {
        let mosaic = MosaicBinary()
        let photo = mosaic.data.url.appendingPathComponent("small.png")
        try SyntheticPhoto.png(width: 640, height: 480).write(to: photo)
        let added = try await mosaic.runAsync([
            "perfume", "add", "--brand", "b", "--name", "n", "--sentence", "s",
            "--photo", photo.path, "--json",
        ])
        let entry = try #require(try mosaic.json(added) as? [String: Any])
        let key = try #require(entry["photo"] as? String)
        try FileManager.default.removeItem(at: mosaic.data.appending("files/thumbnails/" + key))
        let report = try await mosaic.runAsync(["doctor"])
        #expect(report.status == 0)
        #expect(report.stdout.contains("photos without thumbnails  1"))
        let repaired = try await mosaic.runAsync(["doctor", "--repair"])
        #expect(repaired.stderr.contains("made 1 thumbnail;"))
        #expect(FileManager.default.fileExists(atPath: mosaic.data.appending("files/thumbnails/" + key).path))
    }
}
