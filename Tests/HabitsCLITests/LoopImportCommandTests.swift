import CommandTestSupport
import Foundation
import Testing

@Suite("mosaic habits import loop")
struct LoopImportCommandTests {
    /// Loop Habit Tracker's "Export as CSV" for four habits (deflated, with the data
    /// descriptors Java's ZipOutputStream writes): Meditate (daily), Run (numerical, at least
    /// 5 km, 3 a week), "Stretch, gently" (once every 3 days), Old habit (archived), over
    /// 2024-05-03…08, and a per-habit folder beside the wide Checkmarks.csv.
    static let newerZip = Data(
        base64Encoded: """
            UEsDBBQACAAIAPCpel0AAAAAAAAAAAAAAAAKAAAASGFiaXRzLmNzdk2Q0WvCMBDG3/0rQn39GNEq256kaMsGWjetgz1JbG8a2iQu
            TTb63y8W3XYHx/Fx97uPezGtdNJo5EIRiu5MePXU9tKC2tLKc99nlj496bLLvSIrnLF/0oK0UVL34tw0oe60dCiEPZJjPfPav4nG
            ExJbnuQXVbMB5yOsqJJOOMJ7ut3nayxkxTrjmbrqzJlKdDNgFHKYZQ8Z5wjxIZqWAmGMjQ/2d6t08zxPlngy30wJ3bFaserKsl4H
            QIx7DCfzJJty1ApJsV+mybbA9I7/0mJEW2fJlSewI2nXdNHNGKKcyhrsIMo6Cl5iDHmcPGaT/24mWDcVO4lDeMBtD+PL4cf0kpdZ
            Zz0NfgBQSwcILP9EUQkBAAB5AQAAUEsDBBQACAAIAPCpel0AAAAAAAAAAAAAAAAbAAAAMDAxIE1lZGl0YXRlL0NoZWNrbWFya3Mu
            Y3N2c0ksSdUJS8wpTdXxyy9JLeYyMjAy0TUw1TUw14l0DY73dfQLdfTR4QIAUEsHCFmVPMYqAAAAKAAAAFBLAwQUAAgACADwqXpd
            AAAAAAAAAAAAAAAADgAAAENoZWNrbWFya3MuY3N2c0ksSdXxTU3JLAExgkrzdIJLilJLkjN0FNJT80pyKnX8c1IUMhKTMkt0uIwM
            jEx0DUx1DSx0Qv28/fzD/XDSCLXmOpGuwfG+jn6hjj46ZkYGBmC+Y2iIv46fP5I6M51gb88AHQNk5SgKTJFlTAyABvmhGWGCrALm
            EiQhJCZCkzHIDFMDZHchqwMAUEsHCNoF0PyKAAAAIQEAAFBLAwQUAAgACADwqXpdAAAAAAAAAAAAAAAACgAAAFNjb3Jlcy5jc3Zz
            SSxJ1fFNTcksATG4AFBLBwiqIcewDgAAAA8AAABQSwECFAMUAAgACADwqXpdLP9EUQkBAAB5AQAACgAAAAAAAAAAAAAAgAEAAAAA
            SGFiaXRzLmNzdlBLAQIUAxQACAAIAPCpel1ZlTzGKgAAACgAAAAbAAAAAAAAAAAAAACAAUEBAAAwMDEgTWVkaXRhdGUvQ2hlY2tt
            YXJrcy5jc3ZQSwECFAMUAAgACADwqXpd2gXQ/IoAAAAhAQAADgAAAAAAAAAAAAAAgAG0AQAAQ2hlY2ttYXJrcy5jc3ZQSwECFAMU
            AAgACADwqXpdqiHHsA4AAAAPAAAACgAAAAAAAAAAAAAAgAF6AgAAU2NvcmVzLmNzdlBLBQYAAAAABAAEAPUAAADAAgAAAAA=
            """.filter { !$0.isWhitespace })!

    /// Loop's database backup (`Loop Backup ….db`, its `Habits` and `Repetitions` tables):
    /// Meditate (daily; 05-04 not done, 05-05 and 05-07 done, 05-06 skipped) and Run
    /// (numerical, at least 5 km, 3 a week; 4 km on 05-05, 6.2 km on 05-07).
    static let backup = Data(
        base64Encoded: """
            U1FMaXRlIGZvcm1hdCAzAAIAAQEAQCAgAAAABAAAAAYAAAAAAAAAAAAAAAMAAAAEAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAA
            AAAAAAAAAAAAAAAAAAAAAAAAAAAEAC5jAQUAAAABAfsAAAAABQH7AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
            AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
            AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
            AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
            AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
            AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAwENAAAAAgGlAAHOAaUA
            AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
            AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
            AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
            AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
            AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
            AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAJwITAAgBDQEBCBMJAAABCQgBER0RCAcDUnVufwVrbUhvdyBmYXI/dTIw
            ARMACAENCQkIHQgAAAEICAgNLxEITWVkaXRhdGV/RGlkIHlvdSBtZWRpdGF0ZT91MQ0AAAABACIAACIAGgAAAAAAAAAAAAAAAAAA
            AAAACAAAAACDWwEHFxkZAYcRdGFibGVIYWJpdHNIYWJpdHMCQ1JFQVRFIFRBQkxFIEhhYml0cyAoaWQgaW50ZWdlciBwcmltYXJ5
            IGtleSBhdXRvaW5jcmVtZW50LCBhcmNoaXZlZCBpbnRlZ2VyLCBjb2xvciBpbnRlZ2VyLCBkZXNjcmlwdGlvbiB0ZXh0LCBmcmVx
            X2RlbiBpbnRlZ2VyLCBmcmVxX251bSBpbnRlZ2VyLCBoaWdobGlnaHQgaW50ZWdlciwgbmFtZSB0ZXh0LCBwb3NpdGlvbiBpbnRl
            Z2VyLCByZW1pbmRlcl9ob3VyIGludGVnZXIsIHJlbWluZGVyX21pbiBpbnRlZ2VyLCByZW1pbmRlcl9kYXlzIGludGVnZXIgbm90
            IG51bGwgZGVmYXVsdCAxMjcsIHR5cGUgaW50ZWdlciBub3QgbnVsbCBkZWZhdWx0IDAsIHRhcmdldF90eXBlIGludGVnZXIgbm90
            IG51bGwgZGVmYXVsdCAwLCB0YXJnZXRfdmFsdWUgcmVhbCBub3QgbnVsbCBkZWZhdWx0IDAsIHVuaXQgdGV4dCBub3QgbnVsbCBk
            ZWZhdWx0ICIiLCBxdWVzdGlvbiB0ZXh0LCB1dWlkIHRleHQpDQAAAAIB4wAB9AHjAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
            AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
            AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
            AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
            AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
            AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
            AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAADwIDIwFS
            ZXBldGl0aW9ucwYKAQMZAUhhYml0cwINAAAAAgDnAAGuAOcAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
            AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
            AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
            AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACBRAMHFyMjAYJPdGFibGVSZXBldGl0aW9uc1JlcGV0aXRpb25zBkNSRUFURSBU
            QUJMRSBSZXBldGl0aW9ucyAoaWQgaW50ZWdlciBwcmltYXJ5IGtleSBhdXRvaW5jcmVtZW50LCBoYWJpdCBpbnRlZ2VyIG5vdCBu
            dWxsIHJlZmVyZW5jZXMgaGFiaXRzKGlkKSwgdGltZXN0YW1wIGludGVnZXIgbm90IG51bGwsIHZhbHVlIGludGVnZXIgbm90IG51
            bGwpUAIGFysrAVl0YWJsZXNxbGl0ZV9zZXF1ZW5jZXNxbGl0ZV9zZXF1ZW5jZQRDUkVBVEUgVEFCTEUgc3FsaXRlX3NlcXVlbmNl
            KG5hbWUsc2VxKQ0AAAAGAakAAfMB5QHXAckBuQGpAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
            AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
            AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
            AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
            AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA
            AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAADgYFAAEFAgIBj1BZmAAY
            OA4FBQABBQICAY9GDOAAD6AMBAUACQUBAY9QWZgAAgwDBQAJBQEBj0szPAADDAIFAAkFAQGPRgzgAAILAQUACQUIAY9A5oQA
            """.filter { !$0.isWhitespace })!

    func mosaic() -> MosaicBinary {
        var mosaic = MosaicBinary()
        mosaic.environment = ["TZ": "UTC", "MOSAIC_NOW": "2024-05-08T07:30:00Z"]
        return mosaic
    }

    @Test("the ZIP: a dry run writes nothing; the import keeps every done day and skip; a second adds nothing (#48)")
    func importZip() async throws {
        let mosaic = mosaic()
        let zip = mosaic.data.appending("Loop Habits CSV 2024-05-08.zip")
        try Self.newerZip.write(to: zip)
        let dry = try await mosaic.runAsync(["habits", "import", "loop", zip.path, "--dry-run"])
        #expect(dry.status == 0 && dry.stderr.contains("Dry run, nothing written"), "\(dry.stderr)")
        #expect(
            try await mosaic.runAsync(["habits", "goal", "list", "--json"]).stdout.trimmingCharacters(
                in: .whitespacesAndNewlines) == "[]")
        let first = try await mosaic.runAsync(["habits", "import", "loop", zip.path, "--json"])
        let report = try #require(try mosaic.json(first) as? [String: Any])
        #expect(report["goalsAdded"] as? Int == 4 && report["certifications"] as? Int == 10, "\(first.stdout)")
        #expect(report["skipped"] as? Int == 1 && report["archived"] as? Int == 1)
        #expect(
            (report["approximated"] as? [String]) == ["Stretch, gently: once every 3 days became 2 times a week"])
        let again = try await mosaic.runAsync(["habits", "import", "loop", zip.path])
        #expect(
            again.stderr.contains("(0 new, 1 archived)") && again.stderr.contains("0 certifications"), "\(again.stderr)"
        )
        // The calendar marks imported days (+) and a day short of Run's target (-); the album says "no photo".
        let run = try await mosaic.runAsync(["habits", "goal", "show", "Run"])
        #expect(
            run.stdout.contains("at least 5 km") && run.stdout.contains(" 3+  4") && run.stdout.contains(" 5-"),
            "\(run.stdout)")
        let album = try await mosaic.runAsync(["habits", "album", "--category", "Loop"])
        #expect(album.stdout.contains("Run · 6.2 km") && album.stdout.contains("Imported, no photo"), "\(album.stdout)")
        // A measured goal is certified with the day's value, asked for when missing.
        let photo = mosaic.data.appending("p.png")
        try Data(
            base64Encoded:
                "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")!
            .write(to: photo)
        let missing = try await mosaic.runAsync(["habits", "certify", "Run", "--photo", photo.path])
        #expect(missing.status == 65 && missing.stderr.contains("Missing --value"), "\(missing.stderr)")
        let notMeasured = try await mosaic.runAsync([
            "habits", "certify", "Meditate", "--photo", photo.path, "--value", "3",
        ])
        #expect(notMeasured.status == 64 && notMeasured.stderr.contains("not measured"))
        let certified = try await mosaic.runAsync([
            "habits", "certify", "Run", "--photo", photo.path, "--value", "7.5", "--json",
        ])
        #expect(certified.status == 0 && certified.stdout.contains("\"value\" : 7.5"), "\(certified.stderr)")
    }

    @Test("the older generation as an unpacked folder, into a named category; goal add --target makes a measured goal")
    func importFolder() async throws {
        let mosaic = mosaic()
        let folder = mosaic.data.appending("old")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try
            "Position,Name,Question,Description,NumRepetitions,Interval,Color\n001,Read,Did you read?,,1,1,#FF0000\n002,Gym,,,3,7,#00FF00\n"
            .write(to: folder.appendingPathComponent("Habits.csv"), atomically: true, encoding: .utf8)
        try "Date,Read,Gym,\n2024-05-07,2,0,\n2024-05-06,1,2,\n2024-05-05,2,2,\n"
            .write(to: folder.appendingPathComponent("Checkmarks.csv"), atomically: true, encoding: .utf8)
        let imported = try await mosaic.runAsync([
            "habits", "import", "loop", folder.path, "--category", "예전", "--lang", "ko",
        ])
        #expect(imported.status == 0 && imported.stderr.contains("사진 없는 인증 4개"), "\(imported.stderr)")
        let gym = try #require(
            try mosaic.json(try await mosaic.runAsync(["habits", "goal", "show", "Gym", "--json"])) as? [String: Any])
        #expect(gym["days"] as? String == "3/week" && gym["category"] as? String == "예전")
        let added = try await mosaic.runAsync([
            "habits", "goal", "add", "--category", "예전", "--title", "Coffee", "--target", "2 cups", "--at-most",
            "--json",
        ])
        #expect(
            added.stdout.contains("\"measure\" : \"2 cups\"") && added.stdout.contains("\"atMost\" : true"),
            "\(added.stdout)")
    }

    @Test("Loop's database backup: the same history as its CSV export, and a second import adds nothing (#48)")
    func importDatabase() async throws {
        let mosaic = mosaic()
        let file = mosaic.data.appending("Loop Backup 2024-05-08.db")
        try Self.backup.write(to: file)
        let first = try await mosaic.runAsync(["habits", "import", "loop", file.path, "--json"])
        let report = try #require(try mosaic.json(first) as? [String: Any], "\(first.stderr)")
        #expect(report["goalsAdded"] as? Int == 2 && report["certifications"] as? Int == 4, "\(first.stdout)")
        #expect(report["skipped"] as? Int == 1 && report["days"] as? Int == 4)
        let run = try await mosaic.runAsync(["habits", "goal", "show", "Run"])
        #expect(
            run.stdout.contains("at least 5 km") && run.stdout.contains(" 5-") && run.stdout.contains(" 7+"),
            "\(run.stdout)")
        let again = try await mosaic.runAsync(["habits", "import", "loop", file.path])
        #expect(
            again.stderr.contains("(0 new, 0 archived)") && again.stderr.contains("0 certifications"), "\(again.stderr)"
        )
    }

    @Test(
        "bad input: a missing path (66), not an export, a damaged ZIP, a file that is no database, a bad cell by line and column (65)"
    )
    func badInput() async throws {
        let mosaic = mosaic()
        #expect(try await mosaic.runAsync(["habits", "import", "loop", "/nonexistent/x.zip"]).status == 66)
        let text = mosaic.data.appending("notes.txt")
        try "hello".write(to: text, atomically: true, encoding: .utf8)
        let notExport = try await mosaic.runAsync(["habits", "import", "loop", text.path])
        #expect(notExport.status == 65 && notExport.stderr.contains("is not a Loop export"))
        let damaged = mosaic.data.appending("cut.zip")
        try Self.newerZip.prefix(300).write(to: damaged)
        let cut = try await mosaic.runAsync(["habits", "import", "loop", damaged.path])
        #expect(cut.status == 65 && cut.stderr.contains("is not a ZIP archive, or it is damaged"), "\(cut.stderr)")
        // A huge file (sparse: nothing is written) is refused before it is read.
        let huge = mosaic.data.appending("huge.zip")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: Data("PK".utf8)))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 300 << 20)
        try handle.close()
        let tooLarge = try await mosaic.runAsync(["habits", "import", "loop", huge.path])
        #expect(tooLarge.status == 65 && tooLarge.stderr.contains("larger than 256 MB"), "\(tooLarge.stderr)")
        let database = mosaic.data.appending("Loop.db")
        try Data("SQLite format 3\u{0}".utf8).write(to: database)
        let db = try await mosaic.runAsync(["habits", "import", "loop", database.path])
        #expect(db.status == 65 && db.stderr.contains("is not a database that can be read"), "\(db.stderr)")
        let folder = mosaic.data.appending("bad")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "Position,Name,Question,Description,NumRepetitions,Interval,Color\n001,Read,,,1,1,#FF0000\n"
            .write(to: folder.appendingPathComponent("Habits.csv"), atomically: true, encoding: .utf8)
        try "Date,Read,\n2024-05-07,2,\n2024-05-06,MAYBE,\n".write(
            to: folder.appendingPathComponent("Checkmarks.csv"), atomically: true, encoding: .utf8)
        let bad = try await mosaic.runAsync(["habits", "import", "loop", folder.path])
        #expect(bad.status == 65 && bad.stderr.contains("Checkmarks.csv, line 3, column 2"), "\(bad.stderr)")
        // Nothing half-written: the good line before it was not kept either.
        #expect(try await mosaic.runAsync(["habits", "category", "list", "--json"]).stdout.contains("Loop") == false)
    }
}
