import CommandTestSupport
import Foundation
import TestSupport
import Testing

@Suite("mosaic doctor and bad data dirs")
struct DoctorTests {
    @Test("on a fresh data dir the doctor is happy, in English, Korean and JSON")
    func fresh() async throws {
        let mosaic = MosaicBinary()
        let english = try await mosaic.runAsync(["doctor"])
        #expect(english.status == 0)
        #expect(english.stdout.contains("integrity") && english.stdout.contains("ok"))
        #expect(english.stderr.contains("Everything is in order."))
        let korean = try await mosaic.runAsync(["doctor", "--lang", "ko"])
        #expect(korean.stderr.contains("모두 정상입니다."))
        var byLocale = mosaic
        byLocale.environment["LANG"] = "ko_KR.UTF-8"
        #expect(try await byLocale.runAsync(["doctor"]).stdout.contains("무결성"))
        let json = try mosaic.json(try await mosaic.runAsync(["doctor", "--json"])) as? [String: Any]
        #expect(json?["healthy"] as? Bool == true)
        #expect((json?["report"] as? [String: Any])?["schemaVersion"] as? Int == 4)
    }

    @Test("a file without a record is reported (exit 1); --repair keeps it while fresh and removes it once old")
    func damaged() async throws {
        let mosaic = MosaicBinary()
        #expect(
            try await mosaic.runAsync(["perfume", "add", "--brand", "b", "--name", "n", "--sentence", "s"]).status == 0)
        #expect(try await mosaic.runAsync(["doctor"]).status == 0)
        let orphan = mosaic.data.appending("files/perfume/lost.png")
        try FileManager.default.createDirectory(
            at: orphan.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([0x89, 0x50]).write(to: orphan)
        let fresh = try await mosaic.runAsync(["doctor", "--repair"])
        #expect(fresh.status == 1)
        #expect(fresh.stderr.contains("Kept 1 recent file:"))
        #expect(FileManager.default.fileExists(atPath: orphan.path))
        // Older than the 15-minute grace period: no write can still be about to reference it.
        let old = Date().addingTimeInterval(-16 * 60)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: orphan.path)
        let report = try await mosaic.runAsync(["doctor"])
        #expect(report.status == 1)
        #expect(report.stdout.contains("perfume/lost.png"))
        #expect(report.stderr.contains("mosaic doctor --repair"))
        let repaired = try await mosaic.runAsync(["doctor", "--repair"])
        #expect(repaired.status == 0)
        #expect(repaired.stderr.contains("removed 1 orphan"))
        #expect(!FileManager.default.fileExists(atPath: orphan.path))
    }

    @Test("a half-written file a killed write left in files/.tmp is reported (exit 1) and removed by --repair")
    func halfWritten() async throws {
        let mosaic = MosaicBinary()
        #expect(
            try await mosaic.runAsync(["perfume", "add", "--brand", "b", "--name", "n", "--sentence", "s"]).status == 0)
        let leftover = mosaic.data.appending("files/.tmp/0D5E-half")
        try FileManager.default.createDirectory(
            at: leftover.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(count: 4096).write(to: leftover)
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(-120)], ofItemAtPath: leftover.path)
        let report = try await mosaic.runAsync(["doctor"])
        #expect(report.status == 1)
        #expect(report.stdout.contains("half-written files"))
        let json = try await mosaic.runAsync(["doctor", "--json"])
        #expect(
            ((try mosaic.json(json) as? [String: Any])?["report"] as? [String: Any])?["temporaryFiles"] as? Int == 1)
        let repaired = try await mosaic.runAsync(["doctor", "--repair"])
        #expect(repaired.status == 0)
        #expect(repaired.stderr.contains("1 half-written file,"))
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
    }

    @Test("a corrupt database: exit 74, a clear message, the file untouched")
    func corrupt() async throws {
        let mosaic = MosaicBinary()
        let file = mosaic.data.appending("mosaic.sqlite")
        let garbage = Data("this is not a database".utf8) + Data(repeating: 7, count: 4096)
        try garbage.write(to: file)
        let result = try await mosaic.runAsync(["doctor"])
        #expect(result.status == 74)
        #expect(result.stderr.contains("damaged or is not a Mosaic database"))
        #expect(try Data(contentsOf: file) == garbage)
    }

    @Test("a data dir that is a file: exit 74 naming it")
    func dataDirIsFile() async throws {
        let mosaic = MosaicBinary()
        let file = mosaic.data.appending("plain-file")
        try Data("x".utf8).write(to: file)
        let result = try await mosaic.runAsync(["doctor", "--data-dir", file.path])
        #expect(result.status == 74)
        #expect(result.stderr.contains("is a file, not a folder"))
    }

    @Test("a read-only data dir: reads work, writes exit 74 with the reason, the data still there")
    func readOnly() async throws {
        let mosaic = MosaicBinary()
        let folder = try MountedFolder()
        let dir = ["--data-dir", folder.url.path]
        // Its own process: remounting read-only needs every writer of the store closed.
        let posted = try await mosaic.launch(
            [
                "market", "post", "--title", "자전거", "--price", "10000",
                "--category", "1", "--description", "튼튼한 자전거 팝니다",
            ] + dir)
        #expect(posted.status == 0)
        try folder.makeReadOnly()
        let listed = try await mosaic.runAsync(["market", "list"] + dir)
        let doctor = try await mosaic.runAsync(["doctor"] + dir)
        let write = try await mosaic.runAsync(
            [
                "market", "post", "--title", "책상", "--price", "5000",
                "--category", "1", "--description", "튼튼한 책상 팝니다",
            ] + dir)
        folder.makeWritable()
        #expect(listed.status == 0)
        #expect(listed.stdout.contains("자전거"))
        #expect(doctor.status == 0)
        #expect(write.status == 74)
        #expect(write.stderr.contains("read-only"))
        let after = try await mosaic.runAsync(["market", "list"] + dir)
        #expect(after.stdout.contains("자전거") && !after.stdout.contains("책상"))
    }

    @Test("--storage memory needs no data dir")
    func memory() async throws {
        let mosaic = MosaicBinary()
        let result = try await mosaic.runAsync(["doctor", "--storage", "memory", "--json"])
        #expect(result.status == 0)
        #expect((try mosaic.json(result) as? [String: Any])?["database"] as? String == ":memory:")
        #expect(!FileManager.default.fileExists(atPath: mosaic.data.appending("mosaic.sqlite").path))
    }
}
