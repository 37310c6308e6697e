import CommandTestSupport
import Foundation
import TestSupport
import Testing

/// A crafted photo (an 88-byte HEIC whose second box declares a size of 2^63−1) is a
/// broken image to every command that takes a photo: exit 65 and a message, never a trap
/// (issue #27). The parsers' fuzz test is in CoreTests.
@Suite("crafted photos")
struct CraftedPhotoTests {
    @Test("perfume add, perfume edit, perfume import and habits certify refuse the crafted HEIC with 65")
    func everyCommand() async throws {
        var mosaic = MosaicBinary()
        mosaic.environment = ["TZ": "UTC", "MOSAIC_NOW": "2024-05-06T08:00:00Z"]
        let crafted = mosaic.data.appending("crafted.heic")
        try ImageFixtures.craftedHEIC.write(to: crafted)

        let added = try await mosaic.runAsync([
            "perfume", "add", "--brand", "B", "--name", "N", "--sentence", "S",
            "--photo", crafted.path,
        ])
        #expect(added.status == 65, "\(added.stderr)")
        #expect(added.stderr.contains("crafted.heic"))
        let plain = try await mosaic.runAsync([
            "perfume", "add", "--brand", "B", "--name", "N", "--sentence", "S", "--json",
        ])
        let id = try #require(plain.stdout.firstMatch(of: /"id" *: *"([^"]+)"/)?.1)
        let edited = try await mosaic.runAsync(["perfume", "edit", String(id), "--photo", crafted.path])
        #expect(edited.status == 65, "\(edited.stderr)")

        // An export with a real photo, whose photo is then swapped for the crafted bytes.
        let photo = mosaic.data.appending("real.png")
        try ImageFixtures.png.write(to: photo)
        let source = MosaicBinary()
        _ = try await source.runAsync([
            "perfume", "add", "--brand", "B", "--name", "N", "--sentence", "S", "--photo", photo.path,
        ])
        let exported = try await source.runAsync(["perfume", "export", "--format", "json"])
        let crafted64 = ImageFixtures.craftedHEIC.base64EncodedString()
        let swapped = exported.stdout.replacingOccurrences(of: ImageFixtures.png.base64EncodedString(), with: crafted64)
        #expect(swapped.contains(crafted64))
        let archive = mosaic.data.appending("archive.json")
        try Data(swapped.utf8).write(to: archive)
        let imported = try await mosaic.runAsync(["perfume", "import", archive.path])
        #expect(imported.status == 65, "\(imported.stderr)")
        #expect(!imported.stderr.contains("Fatal error"))

        #expect(try await mosaic.runAsync(["habits", "category", "add", "건강"]).status == 0)
        _ = try await mosaic.runAsync(["habits", "goal", "add", "--category", "건강", "--title", "물 마시기"])
        let certified = try await mosaic.runAsync(["habits", "certify", "물", "--photo", crafted.path])
        let certifiedByID: ProcessRunner.Result
        if certified.status == 65 {
            certifiedByID = certified
        } else {
            let goals = try await mosaic.runAsync(["habits", "goal", "list", "--json"])
            let goal = try #require(goals.stdout.firstMatch(of: /"id" *: *"([^"]+)"/)?.1)
            certifiedByID = try await mosaic.runAsync(["habits", "certify", String(goal), "--photo", crafted.path])
        }
        #expect(certifiedByID.status == 65, "\(certifiedByID.stderr)")
        #expect(try await mosaic.runAsync(["perfume", "list"]).status == 0)
    }
}
