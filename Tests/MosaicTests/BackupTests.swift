import CommandTestSupport
import Foundation
import TestSupport
import Testing

/// A database file copied alone is complete, and `mosaic backup`/`restore` move a whole
/// data dir, checked (issue #27).
@Suite("backup and restore")
struct BackupTests {
    private func addEntries(_ mosaic: MosaicBinary, count: Int, photo: URL? = nil) async throws {
        for index in 0..<count {
            let extra = photo.map { ["--photo", $0.path] } ?? []
            let added = try await mosaic.runAsync(
                [
                    "perfume", "add", "--brand", "B\(index)", "--name", "N\(index)",
                    "--sentence", "S",
                ] + extra)
            #expect(added.status == 0, "\(added.stderr)")
        }
    }

    @Test("a copy of mosaic.sqlite without its -wal holds every entry each command saved; doctor names a lost -wal")
    func copyWithoutWAL() async throws {
        let mosaic = MosaicBinary()
        let photo = mosaic.data.appending("p.png")
        try ImageFixtures.png.write(to: photo)
        try await addEntries(mosaic, count: 3, photo: photo)
        let copy = MosaicBinary()
        try FileManager.default.copyItem(
            at: mosaic.data.appending("mosaic.sqlite"), to: copy.data.appending("mosaic.sqlite"))
        let listed = try await copy.runAsync(["perfume", "list"])
        #expect(listed.status == 0)
        #expect((0..<3).allSatisfy { listed.stdout.contains("N\($0)") }, "\(listed.stdout)")

        // Photos beside a database that lost its last entries: doctor says what likely happened.
        let lost = MosaicBinary()
        try FileManager.default.copyItem(at: mosaic.data.appending("files"), to: lost.data.appending("files"))
        let doctor = try await lost.runAsync(["doctor"])
        #expect(doctor.status == 1)
        #expect(doctor.stderr.contains("was the database copied without its -wal file?"), "\(doctor.stderr)")
    }

    @Test(
        "backup then restore into another data dir gives the same entries and photo bytes; twice is refused, not merged"
    )
    func roundTrip() async throws {
        let mosaic = MosaicBinary()
        let photo = mosaic.data.appending("p.png")
        try ImageFixtures.png.write(to: photo)
        try await addEntries(mosaic, count: 2, photo: photo)
        #expect(try await mosaic.runAsync(["habits", "category", "add", "건강"]).status == 0)
        let folder = TemporaryDirectory("mosaic-backup").appending("backup")
        let backup = try await mosaic.runAsync(["backup", folder.path, "--json"])
        #expect(backup.status == 0, "\(backup.stderr)")
        #expect(backup.stdout.contains("\"files\" : 2") || backup.stdout.contains("\"files\":2"), "\(backup.stdout)")
        let again = try await mosaic.runAsync(["backup", folder.path])
        #expect(again.status == 65 && again.stderr.contains("not an empty folder"))
        let inside = try await mosaic.runAsync(["backup", mosaic.data.appending("files/x").path])
        #expect(inside.status == 65, "\(inside.stderr)")

        // The backup is a data dir by itself.
        let opened = try await mosaic.runAsync(["perfume", "list", "--data-dir", folder.path])
        #expect(opened.stdout.contains("N0") && opened.stdout.contains("N1"))

        let target = MosaicBinary()
        #expect(
            try await target.runAsync(["perfume", "add", "--brand", "Mine", "--name", "Replaced", "--sentence", "S"])
                .status == 0)
        let refused = try await target.runAsync(["restore", folder.path])
        #expect(refused.status == 65, "asks first; without a terminal it needs --yes")
        let restored = try await target.runAsync(["restore", folder.path, "--yes"])
        #expect(restored.status == 0, "\(restored.stderr)")
        let listed = try await target.runAsync(["perfume", "list"])
        #expect(listed.stdout.contains("N0") && listed.stdout.contains("N1") && !listed.stdout.contains("Replaced"))
        #expect(try await target.runAsync(["habits", "category", "list"]).stdout.contains("건강"))
        let doctor = try await target.runAsync(["doctor"])
        #expect(doctor.status == 0, "\(doctor.stdout)\(doctor.stderr)")
        let keys = try FileManager.default.subpathsOfDirectory(atPath: target.data.appending("files/perfume").path)
        #expect(keys.count == 2)
        for key in keys {
            #expect(
                FileManager.default.contents(atPath: target.data.appending("files/perfume/\(key)").path)
                    == ImageFixtures.png)
        }
    }

    @Test("restore refuses what is not a backup (66), a damaged one and one from a newer Mosaic (74), changing nothing")
    func badBackups() async throws {
        let mosaic = MosaicBinary()
        try await addEntries(mosaic, count: 1)
        let empty = TemporaryDirectory("mosaic-not-backup")
        #expect(try await mosaic.runAsync(["restore", empty.path, "--yes"]).status == 66)

        let folder = TemporaryDirectory("mosaic-backup").appending("b")
        #expect(try await mosaic.runAsync(["backup", folder.path]).status == 0)
        // PRAGMA user_version lives at byte 60 of the header: a version from the future.
        let database = folder.appendingPathComponent("mosaic.sqlite")
        var bytes = try Data(contentsOf: database)
        bytes.replaceSubrange(60..<64, with: [0, 0, 0x7F, 0])
        try bytes.write(to: database)
        let newer = try await mosaic.runAsync(["restore", folder.path, "--yes"])
        #expect(newer.status == 74, "\(newer.stderr)")
        try Data(repeating: 0x41, count: 4096).write(to: database)
        #expect(try await mosaic.runAsync(["restore", folder.path, "--yes"]).status == 74)
        #expect(try await mosaic.runAsync(["perfume", "list"]).stdout.contains("N0"), "nothing changed")
    }

    @Test("backup succeeds while four writers add entries, and the copy holds what its counts say (#44)")
    func backupWhileWriting() async throws {
        let mosaic = MosaicBinary()
        try await addEntries(mosaic, count: 2)
        let root = TemporaryDirectory("mosaic-backup")
        let photo = mosaic.data.appending("strip.png")
        try ImageFixtures.png.write(to: photo)
        try await withThrowingTaskGroup(of: [Int32].self) { group in
            for writer in 0..<4 {
                group.addTask {
                    var statuses: [Int32] = []
                    for index in 0..<8 {
                        let add = [
                            "perfume", "add", "--brand", "W\(writer)", "--name", "E\(index)", "--sentence", "S",
                            "--photo", photo.path,
                        ]
                        statuses.append(try await mosaic.launch(add).status)
                    }
                    return statuses
                }
            }
            group.addTask {
                var statuses: [Int32] = []
                for round in 0..<5 {
                    let backup = try await mosaic.launch(["backup", root.appending("b\(round)").path])
                    #expect(backup.status == 0, "\(backup.stderr)")
                    statuses.append(backup.status)
                }
                return statuses
            }
            for try await statuses in group { #expect(statuses.allSatisfy { $0 == 0 }) }
        }
        for round in 0..<5 {
            let copy = try await mosaic.runAsync([
                "perfume", "list", "--json", "--data-dir", root.appending("b\(round)").path,
            ])
            #expect(copy.status == 0)
            let manifest = try Data(contentsOf: root.appending("b\(round)/backup.json"))
            let records = try #require(try JSONSerialization.jsonObject(with: manifest) as? [String: Any])["records"]
            let entries = try #require((records as? [String: Int])?["perfume_entries"])
            #expect(copy.stdout.components(separatedBy: "\"id\"").count - 1 == entries)
            // Issue #55: a photo stored meanwhile, its record after the snapshot, is not copied.
            let doctor = try await mosaic.runAsync(["doctor", "--data-dir", root.appending("b\(round)").path])
            #expect(doctor.status == 0, "backup b\(round): \(doctor.stdout)")
        }
    }

    @Test("restore of the data dir onto itself is refused (64), changing nothing")
    func restoreOntoItself() async throws {
        let mosaic = MosaicBinary()
        try await addEntries(mosaic, count: 1)
        let itself = try await mosaic.runAsync(["restore", mosaic.data.path, "--data-dir", mosaic.data.path, "--yes"])
        #expect(itself.status == 64 && itself.stderr.contains("the data dir itself"), "\(itself.stderr)")
        #expect(try await mosaic.runAsync(["perfume", "list"]).stdout.contains("N0"), "nothing changed")
    }

    @Test("restore refuses a 0-byte database and a backup whose photos were lost or changed, naming them (74) (#44)")
    func hollowBackups() async throws {
        let mosaic = MosaicBinary()
        let photo = mosaic.data.appending("p.png")
        try ImageFixtures.png.write(to: photo)
        try await addEntries(mosaic, count: 2, photo: photo)
        let folder = TemporaryDirectory("mosaic-backup").appending("b")
        #expect(try await mosaic.runAsync(["backup", folder.path]).status == 0)
        let photos = try FileManager.default.subpathsOfDirectory(
            atPath: folder.appendingPathComponent("files/perfume").path
        )
        .sorted()
        #expect(photos.count == 2)

        let changed = folder.appendingPathComponent("files/perfume/\(photos[0])")
        try (ImageFixtures.png + Data([0])).write(to: changed)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("files/perfume/\(photos[1])"))
        let refused = try await mosaic.runAsync(["restore", folder.path, "--yes"])
        #expect(refused.status == 74, "\(refused.stderr)")
        #expect(refused.stderr.contains("lacks 1 photo(s) and has 1 changed"))
        #expect(
            refused.stderr.contains("missing: perfume/\(photos[1])")
                && refused.stderr.contains("changed: perfume/\(photos[0])"))

        try Data().write(to: folder.appendingPathComponent("mosaic.sqlite"))
        let empty = try await mosaic.runAsync(["restore", folder.path, "--yes"])
        #expect(empty.status == 74 && empty.stderr.contains("is an empty database"), "\(empty.stderr)")
        let listed = try await mosaic.runAsync(["perfume", "list"])
        #expect(listed.stdout.contains("N0") && listed.stdout.contains("N1"), "nothing changed")
    }

    @Test("backup refuses an empty folder name (64) and a link into the data dir (65) (#44)")
    func backupTargets() async throws {
        let mosaic = MosaicBinary()
        try await addEntries(mosaic, count: 1)
        let empty = try await mosaic.runAsync(["backup", ""])
        #expect(empty.status == 64 && empty.stderr.contains("backup needs a folder"))
        let outside = TemporaryDirectory("mosaic-link")
        let link = outside.appending("data")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: mosaic.data.url)
        let inside = try await mosaic.runAsync(["backup", link.appendingPathComponent("copy").path])
        #expect(inside.status == 65 && inside.stderr.contains("is inside the data dir"), "\(inside.stderr)")
        #expect(!FileManager.default.fileExists(atPath: mosaic.data.appending("copy").path))
    }
}
