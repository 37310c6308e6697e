import CommandTestSupport
import Foundation
import TestSupport
import Testing

/// Issue #55: small Loop files that took the import past 3 GB, or trapped it. Each is made
/// here by Python (its zipfile and sqlite3), imported by the built `mosaic` as a child
/// process, and must be refused (65) within a bounded peak of memory, naming what is wrong.
@Suite("mosaic habits import loop: hostile files")
struct LoopImportBombTests {
    /// The script that writes `name` into the folder given as its first argument.
    static let makers: [(name: String, expected: String, script: String)] = [
        (
            "one-entry-64-times.zip", "is not a ZIP archive",
            """
            import sys, zipfile, io, struct
            buf = io.BytesIO()
            with zipfile.ZipFile(buf, 'w', zipfile.ZIP_DEFLATED) as z:
                z.writestr('Habits.csv', b'Position,Name\\n' + b',' * (63 << 20))
            data = buf.getvalue()
            end = data.rfind(b'PK\\x05\\x06')
            count, size, offset = struct.unpack('<HII', data[end + 10:end + 20])
            central = data[offset:offset + size]
            # 64 directory records, each naming the same local header under its own name.
            records = b''
            for i in range(64):
                name = ('H%03d/Habits.csv' % i).encode() if i else b'Habits.csv'
                record = bytearray(central)
                record[28:30] = struct.pack('<H', len(name))
                records += bytes(record[:46]) + name + bytes(record[46 + 10:])
            tail = bytearray(data[end:])
            tail[8:10] = struct.pack('<H', 64); tail[10:12] = struct.pack('<H', 64)
            tail[12:16] = struct.pack('<I', len(records)); tail[16:20] = struct.pack('<I', offset)
            open(sys.argv[1] + '/one-entry-64-times.zip', 'wb').write(data[:offset] + records + bytes(tail))
            """
        ),
        (
            "many-entries.zip", "more than 64 MB once unpacked",
            """
            import sys, zipfile
            with zipfile.ZipFile(sys.argv[1] + '/many-entries.zip', 'w', zipfile.ZIP_DEFLATED) as z:
                z.writestr('Habits.csv', 'Position,Name\\n001,Read\\n')
                for i in range(8):
                    z.writestr('%03d Read/Checkmarks.csv' % (i + 1), b'0' * (10 << 20))
            """
        ),
        (
            "commas.zip", "more fields than any Loop export",
            """
            import sys, zipfile
            with zipfile.ZipFile(sys.argv[1] + '/commas.zip', 'w', zipfile.ZIP_DEFLATED) as z:
                z.writestr('Habits.csv', b'Position,Name\\n' + b',' * (16 << 20))
            """
        ),
        (
            "generated.db", "is not a database that can be read",
            """
            import sys, sqlite3
            db = sqlite3.connect(sys.argv[1] + '/generated.db')
            db.execute('CREATE TABLE Habits (id INTEGER PRIMARY KEY, position INTEGER, '
                       'name TEXT GENERATED ALWAYS AS (zeroblob(400000000)) VIRTUAL, freq_num INTEGER, freq_den INTEGER)')
            db.execute('CREATE TABLE Repetitions (habit INTEGER, timestamp INTEGER, value INTEGER)')
            db.execute('INSERT INTO Habits (id, position, freq_num, freq_den) VALUES (1, 0, 1, 1)')
            db.commit()
            """
        ),
    ]

    /// The `.db` backups whose frequency, timestamp or target no goal can hold: (file, the
    /// column named, the SQL of its row).
    static let numbers: [(name: String, column: String, habit: String, repetition: String)] = [
        ("freq-1e300.db", "freq_num", "1e300, 1, 0", "1, 1714953600000, 2"),
        ("freq-inf.db", "freq_num", "9e999, 1, 0", "1, 1714953600000, 2"),
        ("freq-text.db", "freq_num", "'1e300', 1, 0", "1, 1714953600000, 2"),
        ("freq-int64.db", "freq_num", "9223372036854775807, 1, 0", "1, 1714953600000, 2"),
        ("freq-den.db", "freq_den", "1, -1e19, 0", "1, 1714953600000, 2"),
        ("freq-nan-text.db", "freq_num", "'nan', 1, 0", "1, 1714953600000, 2"),
        ("target-inf.db", "target_value", "1, 1, 9e999", "1, 1714953600000, 2"),
        ("stamp-1e300.db", "1e+300", "1, 1, 0", "1, 1e300, 2"),
        ("stamp-year-321000.db", "10067472000000000", "1, 1, 0", "1, 10067472000000000, 2"),
    ]

    func write(_ script: String, into folder: URL) async throws {
        let made = try await ProcessRunner(executable: URL(fileURLWithPath: "/usr/bin/env")).runAsync([
            "python3", "-c", script, folder.path,
        ])
        #expect(made.status == 0, "\(made.stderr)")
    }

    func importing(_ mosaic: MosaicBinary, _ path: String) async throws -> PeakMemoryRun.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["MOSAIC_HOME"] = mosaic.data.path
        environment["MOSAIC_DATABASE_URL"] = mosaic.databaseURL ?? ""
        return try await PeakMemoryRun.run(
            BuiltProducts.executable("mosaic"), ["habits", "import", "loop", path], environment: environment)
    }

    @Test("a ZIP or database bomb is refused (65) within a bounded peak of memory", .timeLimit(.minutes(3)))
    func bombs() async throws {
        let mosaic = MosaicBinary()
        for maker in Self.makers {
            try await write(maker.script, into: mosaic.data.url)
            let run = try await importing(mosaic, mosaic.data.appending(maker.name).path)
            print("import loop \(maker.name): exit \(run.status), peak \(run.peakBytes >> 20) MB")
            #expect(run.status == 65, "\(maker.name)")
            #expect(run.peakBytes < 400 << 20, "\(maker.name): peak \(run.peakBytes >> 20) MB")
        }
        // A folder of large sparse CSVs: only Habits.csv and Checkmarks.csv are read, within one budget.
        let folder = mosaic.data.appending("sparse")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "Position,Name\n001,Read\n".write(
            to: folder.appendingPathComponent("Habits.csv"), atomically: true, encoding: .utf8)
        for index in 0..<60 {
            let file = folder.appendingPathComponent(index == 0 ? "Checkmarks.csv" : "Scores\(index).csv")
            #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
            let handle = try FileHandle(forWritingTo: file)
            try handle.truncate(atOffset: 60 << 20)
            try handle.close()
        }
        let sparse = try await importing(mosaic, folder.path)
        print("import loop sparse folder: exit \(sparse.status), peak \(sparse.peakBytes >> 20) MB")
        // Its Checkmarks.csv is one line of NULs, a header with no days: nothing to import.
        #expect(sparse.status == 0 || sparse.status == 65, "exit \(sparse.status)")
        #expect(sparse.peakBytes < 400 << 20, "peak \(sparse.peakBytes >> 20) MB")
    }

    @Test(
        "a backup whose frequency, target or day no goal can hold is refused (65), naming it", .timeLimit(.minutes(2)))
    func numbersNoGoalHolds() async throws {
        let mosaic = MosaicBinary()
        for (name, column, habit, repetition) in Self.numbers {
            try await write(
                """
                import sys, sqlite3
                db = sqlite3.connect(sys.argv[1] + '/\(name)')
                db.execute('CREATE TABLE Habits (id INTEGER PRIMARY KEY, position INTEGER, name TEXT, type INTEGER, '
                           'freq_num, freq_den, target_value, target_type INTEGER, unit TEXT, archived INTEGER)')
                db.execute('CREATE TABLE Repetitions (habit INTEGER, timestamp, value INTEGER)')
                db.execute("INSERT INTO Habits VALUES (1, 0, 'Read', 1, \(habit), 0, 'km', 0)")
                db.execute('INSERT INTO Repetitions VALUES (\(repetition))')
                db.commit()
                """, into: mosaic.data.url)
            let run = try await mosaic.runAsync(["habits", "import", "loop", mosaic.data.appending(name).path])
            #expect(run.status == 65, "\(name): \(run.stderr)")
            #expect(run.stderr.contains(column), "\(name): \(run.stderr)")
        }
        let goals = try await mosaic.runAsync(["habits", "goal", "list", "--json"])
        #expect(!goals.stdout.contains("Read"), "nothing was written")
        #expect(try await mosaic.runAsync(["doctor"]).status == 0)
    }

    @Test("a CSV export's infinite target or a day past the years a goal holds is refused (65)")
    func csvNumbers() async throws {
        let mosaic = MosaicBinary()
        for (habits, checkmarks, named) in [
            (
                "Position,Name,Type,FrequencyNumerator,FrequencyDenominator,Unit,Target Type,Target Value\n"
                    + "001,Run,NUMERICAL,1,1,km,AT_LEAST,1e309\n", "Date,Run,\n2024-05-07,2000,\n", "Target Value"
            ),
            ("Position,Name,NumRepetitions,Interval\n001,Read,1,1\n", "Date,Read,\n99999-05-07,2,\n", "99999-05-07"),
            ("Position,Name,NumRepetitions,Interval\n001,Read,1,1\n", "Date,Read,\n-2024-05-01,2,\n", "-2024-05-01"),
        ] {
            let folder = mosaic.data.appending(UUID().uuidString)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try habits.write(to: folder.appendingPathComponent("Habits.csv"), atomically: true, encoding: .utf8)
            try checkmarks.write(to: folder.appendingPathComponent("Checkmarks.csv"), atomically: true, encoding: .utf8)
            let run = try await mosaic.runAsync(["habits", "import", "loop", folder.path])
            #expect(run.status == 65 && run.stderr.contains(named), "\(named): \(run.stderr)")
        }
        #expect(try await mosaic.runAsync(["doctor"]).status == 0)
    }

    /// Issue #55 (low): `<(cat export.zip)` and `/dev/stdin` were "No file", and a named
    /// pipe nobody writes to held the import forever.
    @Test("an export through a pipe is read as a file; a FIFO with no writer ends at once", .timeLimit(.minutes(1)))
    func pipes() async throws {
        let mosaic = MosaicBinary()
        try await write(
            """
            import sys, zipfile, sqlite3
            with zipfile.ZipFile(sys.argv[1] + '/export.zip', 'w', zipfile.ZIP_DEFLATED) as z:
                z.writestr('Habits.csv', 'Position,Name,NumRepetitions,Interval\\n001,Read,1,1\\n')
                z.writestr('Checkmarks.csv', 'Date,Read,\\n2024-05-07,2,\\n')
            db = sqlite3.connect(sys.argv[1] + '/backup.db')
            db.execute('CREATE TABLE Habits (id INTEGER PRIMARY KEY, position INTEGER, name TEXT, freq_num, freq_den)')
            db.execute('CREATE TABLE Repetitions (habit INTEGER, timestamp, value INTEGER)')
            db.execute("INSERT INTO Habits VALUES (1, 0, 'Walk', 1, 1)")
            db.execute('INSERT INTO Repetitions VALUES (1, 1715040000000, 2)')
            db.commit()
            """, into: mosaic.data.url)
        let zip = mosaic.data.appending("export.zip").path
        let substituted = try await mosaic.shell("\"$0\" habits import loop <(cat '\(zip)') --dry-run")
        #expect(substituted.status == 0 && substituted.stderr.contains("1 habit"), "\(substituted.stderr)")
        let backup = mosaic.data.appending("backup.db").path
        let stdin = try await mosaic.shell("\"$0\" habits import loop /dev/stdin < '\(backup)'")
        #expect(stdin.status == 0, "\(stdin.stderr)")
        #expect(try await mosaic.runAsync(["habits", "goal", "show", "Walk"]).status == 0)
        let fifo = mosaic.data.appending("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let waiting = try await mosaic.runAsync(["habits", "import", "loop", fifo])
        #expect(waiting.status == 65, "\(waiting.stderr)")
    }
}
