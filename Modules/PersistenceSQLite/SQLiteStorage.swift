import Core
import Foundation
import GRDB
import Persistence

/// The embedded default storage: one SQLite database (WAL) plus a `files/` folder in
/// the data directory, or an in-memory database for `--storage memory` and tests.
public final class SQLiteStorage: Sendable {
    /// The database file name inside the data directory.
    public static let databaseFileName = "mosaic.sqlite"
    /// The folder for blob files inside the data directory.
    public static let filesFolderName = "files"

    public let records: SQLiteRecordStore
    public let settings: SQLiteSettingsStore
    public let blobs: any BlobStore
    /// The database file, or nil in memory.
    public let databaseURL: URL?
    let writer: any DatabaseWriter
    /// Whether reads and writes run on the calling thread (`Access.commandThread`).
    let onCallingThread: Bool
    let catalog: CollectionCatalog

    private init(
        writer: any DatabaseWriter, onCallingThread: Bool = false, catalog: CollectionCatalog, blobs: any BlobStore,
        databaseURL: URL?
    ) {
        let path = databaseURL?.path ?? ":memory:"
        self.writer = writer
        self.onCallingThread = onCallingThread
        self.catalog = catalog
        self.blobs = blobs
        self.databaseURL = databaseURL
        records = SQLiteRecordStore(writer: writer, onCallingThread: onCallingThread, catalog: catalog, path: path)
        settings = SQLiteSettingsStore(writer: writer, onCallingThread: onCallingThread, path: path)
    }

    /// Every path the store owns in `directory`: the database, its journal, WAL and
    /// shared-memory files, and the photo folder. Nothing else may write there.
    public static func ownedPaths(in directory: URL) -> [URL] {
        ["", "-wal", "-shm", "-journal"].map { directory.appendingPathComponent(databaseFileName + $0) }
            + [directory.appendingPathComponent(filesFolderName, isDirectory: true)]
    }

    /// How the opened store reaches its file.
    public enum Access: Sendable {
        /// Readers in parallel with the writer (a pool of connections): for a server.
        case concurrent
        /// One connection for reads and writes, cheaper to open: for one command. Other
        /// processes still read and write the file at the same time (WAL).
        case singleConnection
        /// One connection, read and written on the thread that calls it, without GRDB's
        /// dispatch queue: for a command that runs on its process's one thread
        /// (`CallingThreadExecutor`), as `mosaic`'s `main` runs every command. Chosen where the
        /// store is opened; a store opened otherwise never reads on its caller's thread.
        case commandThread
    }

    /// Opens (creating when needed) the database in `directory` with a table for each
    /// record type. Never overwrites or deletes an existing file: a damaged database or a
    /// data dir that is a file is a `PersistenceError`. A data dir that cannot be written
    /// opens read-only when its database is already there: reads work, writes throw
    /// `PersistenceError.readOnly`.
    public static func open(directory: URL, recordTypes: [any Persistence.Record.Type], access: Access = .concurrent)
        throws -> SQLiteStorage
    {
        let catalog = try CollectionCatalog(recordTypes)
        let database = directory.appendingPathComponent(databaseFileName)
        let writable = try prepare(directory: directory, database: database)
        let files = directory.appendingPathComponent(filesFolderName, isDirectory: true)
        try refuseEmptyDatabase(database, files: files)
        let writer: any DatabaseWriter = try DatabaseErrorMapping.mapping(path: database.path) {
            guard writable else {
                var readOnly = configuration(database: database)
                readOnly.readonly = true
                let queue = try DatabaseQueue(path: readOnlyLocation(of: database), configuration: readOnly)
                // Migrations cannot run here; an out-of-date file then fails as read-only.
                try SchemaMigrations.migrate(queue, collections: catalog.all)
                return queue
            }
            let writer: any DatabaseWriter
            switch access {
            case .concurrent:
                writer = try whileAnotherSwitchesToWAL {
                    try DatabasePool(path: database.path, configuration: configuration(database: database))
                }
            case .singleConnection, .commandThread:
                // A file made by Mosaic is in WAL mode already (it is kept in the file);
                // a new or empty one is switched to it. Setting it again on every open
                // would cost a write transaction each time.
                var single = configuration(database: database)
                if FileSize.of(path: database.path) ?? 0 == 0 { single.journalMode = .wal }
                single.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
                do {
                    writer = try whileAnotherSwitchesToWAL {
                        try DatabaseQueue(path: database.path, configuration: single)
                    }
                    try SchemaMigrations.migrate(writer, collections: catalog.all)
                    return writer
                } catch let error as DatabaseError where error.resultCode == .SQLITE_IOERR {
                    guard DiskSpace.isFull(at: database.path) else { throw error }
                    return try openOnFullDisk(database, catalog: catalog)
                }
            }
            try SchemaMigrations.migrate(writer, collections: catalog.all)
            return writer
        }
        return SQLiteStorage(
            writer: writer, onCallingThread: access == .commandThread, catalog: catalog,
            blobs: FileBlobStore(root: files), databaseURL: database)
    }

    /// Opens the database with `open`, again while another process is switching the new
    /// file to WAL: that needs the file to itself, and SQLite fails the others' own switch at
    /// once ("database is locked", its busy handler not asked), so several `mosaic`
    /// processes started together on a new data dir failed one in fifty. Up to about 5 s.
    private static func whileAnotherSwitchesToWAL<Writer>(_ open: () throws -> Writer) throws -> Writer {
        var attempt = 0
        while true {
            do {
                return try open()
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && attempt < 500 {
                attempt += 1
                usleep(useconds_t(min(attempt, 10) * 1_000))
            }
        }
    }

    /// The database on a disk with no room for SQLite's shared-memory file: one connection
    /// in exclusive locking mode, which keeps the write-ahead log's index in its own memory.
    /// Reads work as ever (other processes wait for this one's short run); a write fails
    /// with SQLite's "full", which says the disk is full.
    private static func openOnFullDisk(_ database: URL, catalog: CollectionCatalog) throws -> DatabaseQueue {
        var exclusive = configuration(database: database)
        exclusive.prepareDatabase { db in try db.execute(sql: "PRAGMA locking_mode = EXCLUSIVE") }
        let queue = try DatabaseQueue(path: database.path, configuration: exclusive)
        try SchemaMigrations.migrate(queue, collections: catalog.all)
        return queue
    }

    /// A throwaway database and blob store that live in memory.
    public static func inMemory(recordTypes: [any Persistence.Record.Type]) throws -> SQLiteStorage {
        let catalog = try CollectionCatalog(recordTypes)
        let queue = try DatabaseQueue(configuration: configuration(database: nil))
        try SchemaMigrations.migrate(queue, collections: catalog.all)
        return SQLiteStorage(writer: queue, catalog: catalog, blobs: MemoryBlobStore(), databaseURL: nil)
    }

    /// Copies what the write-ahead log holds into the database file, so that the file
    /// alone (copied by `cp` or a sync tool without its `-wal`) holds every saved record.
    /// Passive: it never waits for, or blocks, another process's reads and writes.
    public func checkpoint() {
        guard databaseURL != nil else { return }
        _ = try? writer.writeWithoutTransaction { db in try db.checkpoint(.passive) }
    }

    /// Checkpoints and closes the database (a command ends). The last connection to close
    /// also removes the `-wal` file, as the `sqlite3` shell does.
    public func close() {
        checkpoint()
        try? writer.close()
    }

    /// What SQLite's `PRAGMA integrity_check` says: `["ok"]` when the file is sound.
    public func integrityCheck() async throws -> [String] {
        try await DatabaseErrorMapping.mapping(path: databaseURL?.path ?? ":memory:") {
            try await writer.read(onCallingThread: onCallingThread) { db in
                try String.fetchAll(db, sql: "PRAGMA integrity_check")
            }
        }
    }

    /// The base schema version stored in the file.
    public func schemaVersion() async throws -> Int {
        try await writer.read(onCallingThread: onCallingThread) { db in
            try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        }
    }

    /// The schema version this build writes.
    public static var supportedSchemaVersion: Int { SchemaMigrations.latestVersion }

    private static func configuration(database: URL?) -> Configuration {
        var configuration = Configuration()
        // Several `mosaic` processes may write at once: wait for the lock while they do.
        if let database {
            let wait = LockWait(databasePath: database.path)
            configuration.busyMode = .callback { tries in wait.shouldRetry(numberOfTries: tries) }
        }
        configuration.prepareDatabase { db in
            db.add(function: TextFolding.function)
        }
        return configuration
    }

    /// Creates the data dir when missing; false when it exists, cannot be written and
    /// already holds a database (which then opens read-only).
    private static func prepare(directory: URL, database: URL) throws -> Bool {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw PersistenceError.notADirectory(path: directory.path) }
            if manager.isWritableFile(atPath: directory.path) { return true }
            guard manager.isReadableFile(atPath: database.path) else {
                throw PersistenceError.readOnly(path: directory.path)
            }
            return false
        }
        do {
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            // A parent that is a file, or one we may not write to.
            if let blocker = firstFileAncestor(of: directory) {
                throw PersistenceError.notADirectory(path: blocker.path)
            }
            throw PersistenceError.readOnly(path: directory.path)
        }
        return true
    }

    /// Where a read-only connection opens `database`. SQLite cannot create the WAL index
    /// in a read-only folder, so a cleanly closed file (no `-wal` left) is opened as
    /// immutable; with a `-wal` left over, SQLite reads it through the existing files.
    private static func readOnlyLocation(of database: URL) -> String {
        guard !FileManager.default.fileExists(atPath: database.path + "-wal") else { return database.path }
        let escaped = database.path.map { character -> String in
            switch character {
            case "%": "%25"
            case "?": "%3f"
            case "#": "%23"
            default: String(character)
            }
        }.joined()
        return "file:\(escaped)?immutable=1"
    }

    /// A 0-byte database beside stored files is lost data, not a new store.
    private static func refuseEmptyDatabase(_ database: URL, files: URL) throws {
        guard FileSize.of(path: database.path) == 0, FileSize.of(path: database.path + "-wal") ?? 0 == 0 else {
            return
        }
        let stored =
            FileManager.default.enumerator(at: files, includingPropertiesForKeys: [.isRegularFileKey])?
            .compactMap { ($0 as? URL).flatMap { try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile } }
            .filter { $0 }.count ?? 0
        if stored > 0 { throw PersistenceError.emptyDatabase(path: database.path, files: stored) }
    }

    private static func firstFileAncestor(of url: URL) -> URL? {
        var current = url
        while current.path != "/" {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: current.path, isDirectory: &isDirectory) {
                return isDirectory.boolValue ? nil : current
            }
            current.deleteLastPathComponent()
        }
        return nil
    }
}
