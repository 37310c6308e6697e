import CommandTestSupport
import Foundation
import TestSupport
import Testing

/// Issue #13: nothing a user types loses data or leaves the data dir unusable. After
/// each scenario that should keep data, `mosaic doctor` is healthy.
@Suite("data safety")
struct DataSafetyTests {
    private func journal(_ mosaic: MosaicBinary) async throws -> String {
        let added = try await mosaic.runAsync([
            "perfume", "add", "--brand", "Le Labo", "--name", "Santal 33", "--sentence", "비 온 뒤의 나무",
        ])
        #expect(added.status == 0)
        return try await mosaic.runAsync(["perfume", "list"]).stdout
    }

    @Test("no export writes over the database, its WAL or into files/; the journal and doctor stay healthy")
    func exportsSpareTheStore() async throws {
        let mosaic = MosaicBinary()
        let before = try await journal(mosaic)
        let database = mosaic.data.appending("mosaic.sqlite").path
        for arguments in [
            ["perfume", "export", "--format", "json", "--output", database],
            ["perfume", "export", "--format", "md", "--output", database],
            ["perfume", "export", "--format", "csv", "--output", database + "-wal"],
            ["perfume", "export", "--output", mosaic.data.appending("files/x.json").path],
            ["habits", "reminders", "export", database],
            ["habits", "album", "export", mosaic.data.appending("files").path],
        ] {
            let refused = try await mosaic.runAsync(arguments)
            #expect(refused.status == 65, "\(arguments)")
            #expect(refused.stderr.contains("never writes there"), "\(arguments)")
        }
        #expect(try await mosaic.runAsync(["perfume", "export", "--output", "/dev/null"]).status == 65)
        #expect(try await mosaic.runAsync(["perfume", "list"]).stdout == before)
        #expect(try await mosaic.runAsync(["doctor"]).status == 0)
    }

    @Test("a goal dated 9999 is refused (65) and the data dir stays readable; a bad day is 65 too")
    func farFutureGoal() async throws {
        let mosaic = MosaicBinary()
        #expect(try await mosaic.runAsync(["habits", "category", "add", "운동"]).status == 0)
        for from in ["9999-12-31", "9999-12-15"] {
            let refused = try await mosaic.runAsync([
                "habits", "goal", "add", "--category", "운동", "--title", "t", "--from", from,
            ])
            #expect(refused.status == 65 && refused.stderr.contains("between the years 1900 and 2999"))
        }
        #expect(
            try await mosaic.runAsync([
                "habits", "goal", "add", "--category", "운동", "--title", "t", "--from", "2024-02-30",
            ]).status == 65)
        #expect(try await mosaic.runAsync(["habits", "goal", "list"]).status == 0)
        #expect(try await mosaic.runAsync(["doctor"]).status == 0)
    }

    @Test("a 0-byte database beside stored photos is reported (74), never re-created; repair keeps the photos")
    func emptyDatabase() async throws {
        let mosaic = MosaicBinary()
        let photo = mosaic.data.appending("photo.png")
        try ImageFixtures.png.write(to: photo)
        #expect(
            try await mosaic.runAsync([
                "perfume", "add", "--brand", "b", "--name", "n", "--sentence", "s", "--photo", photo.path,
            ]).status == 0)
        let database = mosaic.data.appending("mosaic.sqlite").path
        #expect(try await mosaic.runAsync(["doctor"]).status == 0)
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database + suffix) }
        #expect(truncate(database, 0) == 0)
        for arguments in [["perfume", "list"], ["doctor"], ["doctor", "--repair"]] {
            let result = try await mosaic.runAsync(arguments)
            #expect(result.status == 74, "\(arguments)")
            #expect(result.stderr.contains("is empty (0 bytes)"), "\(arguments)")
        }
        let kept = try FileManager.default.subpathsOfDirectory(atPath: mosaic.data.appending("files").path)
        #expect(kept.contains { $0.hasPrefix("perfume/") && $0.hasSuffix(".png") })
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)).isEmpty)
    }

    @Test("repair never deletes files from a store that holds no records")
    func repairOnEmptyStore() async throws {
        let mosaic = MosaicBinary()
        #expect(try await mosaic.runAsync(["doctor"]).status == 0)
        let stray = mosaic.data.appending("files/perfume/only-copy.png")
        try FileManager.default.createDirectory(
            at: stray.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([0x89, 0x50]).write(to: stray)
        let repaired = try await mosaic.runAsync(["doctor", "--repair"])
        #expect(repaired.status == 1 && repaired.stderr.contains("repair keeps them"))
        #expect(FileManager.default.fileExists(atPath: stray.path))
    }

    @Test(
        "every numeric option has a range: huge, zero and negative values exit 64 naming it, never a crash",
        arguments: [
            ["apps", "search", "x", "--page"], ["apps", "search", "x", "--limit"],
            ["perfume", "search", "x", "--limit"],
            ["perfume", "list", "--limit"], ["photos", "search", "x", "--page"], ["photos", "search", "x", "--pages"],
            ["photos", "random", "--count"], ["photos", "like", "abc", "--concurrency"],
        ])
    func numericRanges(_ command: [String]) async throws {
        let mosaic = MosaicBinary()
        for value in ["9223372036854775807", "0", "-1"] {
            let result = try await mosaic.runAsync(command + [value])
            #expect(result.status == 64, "\(command) \(value)")
            #expect(result.stderr.contains("\(command.last!) must be"), "\(command) \(value)")
        }
    }

    @Test(
        "a photo declaring billions of pixels in a few bytes, in any format, is refused (65) with no memory or time spent (#44)"
    )
    func decompressionBombs() async throws {
        let mosaic = MosaicBinary()
        let executable = BuiltProducts.executable("mosaic")
        var environment = ProcessInfo.processInfo.environment
        environment["MOSAIC_HOME"] = mosaic.data.path
        if let url = mosaic.databaseURL { environment["MOSAIC_DATABASE_URL"] = url }
        func add(_ name: String, _ data: Data) async throws -> PeakMemoryRun.Result {
            let file = mosaic.data.appending(name)
            try data.write(to: file)
            let add = ["perfume", "add", "--brand", "b", "--name", name, "--sentence", "s", "--photo", file.path]
            return try await PeakMemoryRun.run(executable, add, environment: environment)
        }
        let baseline = try await add("one-pixel.png", ImageFixtures.png)
        #expect(baseline.status == 0)
        for (name, data) in DecompressionBombs.all {
            let run = try await add(name, data)
            #expect(run.status == 65, "\(name)")
            #expect(
                run.peakBytes - baseline.peakBytes < 200 * 1_048_576,
                "\(name): \((run.peakBytes - baseline.peakBytes) / 1_048_576) MB over the baseline")
            #expect(run.cpuSeconds < baseline.cpuSeconds + 2, "\(name): \(run.cpuSeconds) s of CPU")
        }
        let listed = try await mosaic.runAsync(["perfume", "list", "--json"])
        #expect(
            listed.stdout.components(separatedBy: "\"id\"").count == 2, "only the one-pixel photo's strip was saved")
    }

    @Test("on a full disk reads still list, show and search; a write says the disk is full (74) (#44)")
    func fullDisk() async throws {
        let disk = try MountedFolder()
        try #require(disk.isSmallDisk, "needs root to mount a small tmpfs (CI runs as root)")
        var mosaic = MosaicBinary()
        mosaic.environment["MOSAIC_HOME"] = disk.url.appendingPathComponent("data").path
        for name in ["Santal 33", "Another 13"] {
            let added = try await mosaic.launch([
                "perfume", "add", "--brand", "Le Labo", "--name", name, "--sentence", "s",
            ])
            #expect(added.status == 0, "\(added.stderr)")
        }
        // Fill what is left of the disk.
        let filler = disk.url.appendingPathComponent("filler")
        _ = FileManager.default.createFile(atPath: filler.path, contents: nil)
        let handle = try FileHandle(forWritingTo: filler)
        let chunk = Data(count: 1 << 20)
        while (try? handle.write(contentsOf: chunk)) != nil {}
        try? handle.close()

        let listed = try await mosaic.launch(["perfume", "list"])
        #expect(
            listed.status == 0 && listed.stdout.contains("Santal 33") && listed.stdout.contains("Another 13"),
            "\(listed.stderr)")
        #expect(try await mosaic.launch(["perfume", "search", "santal"]).stdout.contains("Santal 33"))
        let added = try await mosaic.launch(["perfume", "add", "--brand", "B", "--name", "N", "--sentence", "s"])
        #expect(added.status == 74 && added.stderr.contains("the disk is full"), "\(added.stderr)")
        try FileManager.default.removeItem(at: filler)
        #expect(try await mosaic.launch(["perfume", "list"]).stdout.contains("Santal 33"))
    }

    @Test("a bare PNG signature or a truncated photo is refused by perfume add and habits certify (65), nothing stored")
    func brokenPhotos() async throws {
        var mosaic = MosaicBinary()
        mosaic.environment["MOSAIC_NOW"] = "2024-05-06T07:30:00Z"
        mosaic.environment["TZ"] = "UTC"
        let signature = mosaic.data.appending("sig.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).write(to: signature)
        let truncated = mosaic.data.appending("cut.jpg")
        try ImageFixtures.jpeg.dropLast(10).write(to: truncated)
        for photo in [signature, truncated] {
            let added = try await mosaic.runAsync([
                "perfume", "add", "--brand", "b", "--name", "n", "--sentence", "s", "--photo", photo.path,
            ])
            #expect(added.status == 65 && added.stderr.contains("truncated or broken"))
        }
        #expect(try await mosaic.runAsync(["habits", "category", "add", "운동"]).status == 0)
        #expect(
            try await mosaic.runAsync(["habits", "goal", "add", "--category", "운동", "--title", "물", "--from", "today"])
                .status == 0)
        let certified = try await mosaic.runAsync(["habits", "certify", "물", "--photo", truncated.path])
        #expect(certified.status == 65 && certified.stderr.contains("truncated or broken"))
        #expect(try await mosaic.runAsync(["perfume", "list", "--json"]).stdout == "[]\n")
        #expect(try await mosaic.runAsync(["doctor"]).status == 0)
    }

    @Test(
        "import of something that is not a regular file is invalid input (65); an export names photos it had to leave out"
    )
    func importAndExportEdges() async throws {
        let mosaic = MosaicBinary()
        let refused = try await mosaic.runAsync(["perfume", "import", "/dev/null"])
        #expect(refused.status == 65 && refused.stderr.contains("not a regular file"))
        let photo = mosaic.data.appending("p.png")
        try ImageFixtures.png.write(to: photo)
        #expect(
            try await mosaic.runAsync([
                "perfume", "add", "--brand", "b", "--name", "n", "--sentence", "s", "--photo", photo.path,
            ]).status == 0)
        let files = mosaic.data.appending("files/perfume")
        for name in try FileManager.default.contentsOfDirectory(atPath: files.path) {
            try FileManager.default.removeItem(at: files.appendingPathComponent(name))
        }
        let exported = try await mosaic.runAsync([
            "perfume", "export", "--output", mosaic.data.appending("out.json").path,
        ])
        #expect(exported.status == 0 && exported.stderr.contains("Exported without their photos"))
    }

    @Test("doctor --repair running beside photo writes removes none of their photos and fails none of the writes")
    func repairBesideWrites() async throws {
        var mosaic = MosaicBinary()
        mosaic.environment["MOSAIC_NOW"] = "2024-05-06T10:30:00Z"
        mosaic.environment["TZ"] = "UTC"
        let photo = mosaic.data.appending("p.png")
        try ImageFixtures.png.write(to: photo)
        #expect(try await mosaic.runAsync(["habits", "category", "add", "운동"]).status == 0)
        #expect(
            try await mosaic.runAsync(["habits", "goal", "add", "--category", "운동", "--title", "물", "--from", "today"])
                .status == 0)
        let goals =
            try mosaic.json(try await mosaic.runAsync(["habits", "goal", "list", "--json"])) as? [[String: Any]]
        let goal = try #require(goals?.first?["id"] as? String)
        let writes: [[String]] =
            (0..<6).map {
                ["perfume", "add", "--brand", "b", "--name", "n\($0)", "--sentence", "s", "--photo", photo.path]
            }
            + [["habits", "certify", goal, "--photo", photo.path]]
        let repairs = Array(repeating: ["doctor", "--repair"], count: 6)
        let runner = mosaic
        let results = try await withThrowingTaskGroup(of: (arguments: [String], result: ProcessRunner.Result).self) {
            group in
            for arguments in zip(writes, repairs).flatMap({ [$0, $1] }) + writes.dropFirst(repairs.count) {
                group.addTask { (arguments, try await runner.runAsync(arguments)) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        for (arguments, result) in results where arguments.first != "doctor" {
            #expect(result.status == 0, "\(arguments.joined(separator: " ")): \(result.stderr)")
        }
        let doctor = try await mosaic.runAsync(["doctor", "--json"])
        #expect(doctor.status == 0, "\(doctor.stdout)")
        let entries = try mosaic.json(try await mosaic.runAsync(["perfume", "list", "--json"])) as? [[String: Any]]
        #expect(entries?.count == 6)
        #expect(entries?.allSatisfy { $0["photo"] is String } == true)
    }
}
