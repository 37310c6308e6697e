import Foundation
import Persistence
import PersistencePostgres
import PersistenceSQLite

// Writes records into a Mosaic database from a separate process, so tests can check
// what several processes writing at once, or a process killed mid-transaction, leave.
//
//   mosaic-store-stress saves DIR COUNT WRITER   one transaction per record
//   mosaic-store-stress batch DIR COUNT          one transaction for all; prints
//                                                "in-batch" halfway through it
// DIR may be a postgres:// URL instead, for the same on a PostgreSQL database.

let arguments = CommandLine.arguments
guard arguments.count >= 4, let count = Int(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: mosaic-store-stress saves|batch DIR COUNT [WRITER]\n".utf8))
    exit(64)
}
do {
    let storage: any StoreEngine =
        if arguments[2].hasPrefix("postgres://") {
            try PostgresStorage(
                location: PostgresLocation(url: arguments[2], environment: [:]), recordTypes: [StressRecord.self],
                cacheDirectory: nil)
        } else {
            try SQLiteStorage.open(directory: URL(fileURLWithPath: arguments[2]), recordTypes: [StressRecord.self])
        }
    switch arguments[1] {
    case "saves":
        let writer = arguments.count > 4 ? arguments[4] : "w"
        for index in 0..<count {
            try await storage.recordStore.save(StressRecord(id: "\(writer)-\(index)", writer: writer, index: index))
        }
    case "batch":
        try await storage.recordStore.write { writer in
            for index in 0..<count {
                try writer.save(StressRecord(id: "batch-\(index)", writer: "batch", index: index))
                if index == count / 2 {
                    FileHandle.standardOutput.write(Data("in-batch\n".utf8))
                }
            }
        }
        FileHandle.standardOutput.write(Data("committed\n".utf8))
    default:
        exit(64)
    }
    await storage.close()
} catch {
    FileHandle.standardError.write(Data("mosaic-store-stress: \(error)\n".utf8))
    exit(1)
}
