import Foundation
import GRDB
import Persistence
import PersistenceSQLite
import TestSupport
import Testing

@Suite("Several processes and a killed process")
struct ConcurrencyAndCrashTests {
    let tool = BuiltProducts.executable("mosaic-store-stress")

    @Test("4 processes × 500 saves into one database file end with 2,000 records and no error")
    func fourWriters() async throws {
        let folder = TemporaryDirectory()
        for (status, message) in try await savingTogether(into: folder, saves: 500) {
            #expect(status == 0, "\(message)")
        }
        let storage = try SQLiteStorage.open(directory: folder.url, recordTypes: [StressRecord.self])
        #expect(try await storage.records.count(RecordQuery<StressRecord>.all) == 2_000)
        for n in 1...4 {
            #expect(
                try await storage.records.count(
                    RecordQuery<StressRecord>().filter(StressRecord.indexedFields[0], equals: .string("w\(n)"))) == 500)
        }
        #expect(try await storage.integrityCheck() == ["ok"])
    }

    @Test(
        "processes started together on a new data dir all open it: none finds it locked while another switches it to WAL"
    )
    func startedTogetherOnANewDataDir() async throws {
        // Under load one process in fifty failed here ("the database stayed locked"): SQLite
        // refuses a second switch to WAL at once, without waiting. 16 new data dirs × 4.
        for _ in 0..<16 {
            for (status, message) in try await savingTogether(into: TemporaryDirectory(), saves: 1) {
                #expect(status == 0, "\(message)")
            }
        }
    }

    /// Starts 4 processes each making `saves` saves into `folder` at once, and waits for
    /// them off the cooperative pool (two threads here), which other suites need: each
    /// one's exit status and stderr.
    func savingTogether(into folder: TemporaryDirectory, saves: Int) async throws -> [(Int32, String)] {
        let writers = try (1...4).map { n in
            let process = Process()
            process.executableURL = tool
            process.arguments = ["saves", folder.path, String(saves), "w\(n)"]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            return (process, errors)
        }
        var results: [(Int32, String)] = []
        for (process, errors) in writers {
            let guarded = HangGuard(pid: process.processIdentifier, limit: .seconds(300))
            let message = try await ProcessRunner.offPool {
                let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                return text
            }
            guarded.cancel()
            results.append((process.terminationStatus, message))
        }
        return results
    }

    @Test("a process killed in the middle of a 10,000-record batch leaves all or none of it")
    func killedMidBatch() async throws {
        let folder = TemporaryDirectory()
        let process = Process()
        process.executableURL = tool
        process.arguments = ["batch", folder.path, "10000"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        // Wait (off the pool) until the tool says it is inside the transaction, and kill it
        // right there: the second half of the batch takes only moments.
        let guarded = HangGuard(pid: process.processIdentifier, limit: .seconds(300))
        let reader = output.fileHandleForReading
        let seen = try await ProcessRunner.offPool {
            let seen = reader.text(readingUntil: "in-batch")
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return seen
        }
        guarded.cancel()
        #expect(seen.contains("in-batch"))
        #expect(process.terminationReason == .uncaughtSignal)

        let storage = try SQLiteStorage.open(directory: folder.url, recordTypes: [StressRecord.self])
        #expect(try await storage.integrityCheck() == ["ok"])
        let count = try await storage.records.count(RecordQuery<StressRecord>.all)
        #expect(count == 0 || count == 10_000)
    }
}

@Suite("Observations see other processes")
struct CrossProcessObservationTests {
    @Test(
        "an observation on a database file sees records another process commits (#28)",
        arguments: [
            SQLiteStorage.Access.concurrent, .singleConnection,
        ])
    func otherProcessWrites(access: SQLiteStorage.Access) async throws {
        let folder = TemporaryDirectory()
        let storage = try SQLiteStorage.open(directory: folder.url, recordTypes: [StressRecord.self], access: access)
        let recorder = OutputRecorder(storage.records.observe(RecordQuery<StressRecord>.all))
        #expect(await recorder.next()?.isEmpty == true)
        let writer = Process()
        writer.executableURL = BuiltProducts.executable("mosaic-store-stress")
        writer.arguments = ["saves", folder.path, "3", "elsewhere"]
        try writer.run()
        // The other process's three commits arrive; the last value holds all of them.
        let all = await recorder.next { $0.count == 3 }
        #expect(all?.map(\.id).sorted() == ["elsewhere-0", "elsewhere-1", "elsewhere-2"])
        try await ProcessRunner.offPool { writer.waitUntilExit() }
        recorder.cancel()
    }

    @Test(
        "an observation on PostgreSQL sees records another process commits (LISTEN/NOTIFY) (#28)",
        .enabled(if: PostgresServer.isInstalled))
    func otherProcessWritesOnPostgres() async throws {
        let server = try await PostgresServer.ready()
        let database = try await server.createDatabase()
        let storage = try await StoreUnderTest.postgres(database: database, types: [StressRecord.self])
        let recorder = OutputRecorder(storage.records.observe(RecordQuery<StressRecord>.all))
        #expect(await recorder.next()?.isEmpty == true)
        let writer = Process()
        writer.executableURL = BuiltProducts.executable("mosaic-store-stress")
        writer.arguments = ["saves", server.url(database: database), "3", "elsewhere"]
        try writer.run()
        let all = await recorder.next { $0.count == 3 }
        #expect(all?.map(\.id).sorted() == ["elsewhere-0", "elsewhere-1", "elsewhere-2"])
        try await ProcessRunner.offPool { writer.waitUntilExit() }
        #expect(writer.terminationStatus == 0)
        recorder.cancel()
    }
}
