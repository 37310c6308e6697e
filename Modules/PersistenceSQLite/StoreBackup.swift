import Foundation
import GRDB
import Persistence

/// `mosaic backup` and `mosaic restore`: a backup is a folder that is itself a data dir
/// (`mosaic.sqlite`, complete without any `-wal`, and `files/` with every photo) plus a
/// manifest (`BackupManifest`: the record counts and each photo's size and hash), checked
/// after writing: the same records in every collection and the same bytes in every photo.
/// Restore checks a backup against its manifest before it changes anything.
public struct StoreBackup: Sendable {
    /// What a backup or restore moved.
    public struct Summary: Sendable, Codable, Equatable {
        /// Records in each collection.
        public var records: [String: Int] = [:]
        /// Photos copied.
        public var files = 0
        /// Their bytes.
        public var bytes = 0
        /// Photos the restored data dir had that the backup does not (removed by restore).
        public var removedFiles = 0
        /// Photos deleted by another command while the backup copied them (their records were
        /// deleted too, after the records were copied): not in the backup.
        public var deletedMeanwhile = 0
    }

    public let storage: SQLiteStorage

    public init(storage: SQLiteStorage) {
        self.storage = storage
    }

    /// Writes a backup into `folder`, which must not exist yet (or be empty). It is built
    /// beside it under a temporary name and renamed into place when it checks out.
    public func backup(to folder: URL) async throws -> Summary {
        let manager = FileManager.default
        if let contents = try? manager.contentsOfDirectory(atPath: folder.path), !contents.isEmpty {
            throw BackupError.targetNotEmpty(folder.path)
        }
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: folder.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw BackupError.targetNotEmpty(folder.path)
        }
        let parent = folder.deletingLastPathComponent()
        guard manager.fileExists(atPath: parent.path) else { throw BackupError.missingFolder(parent.path) }
        let building = parent.appendingPathComponent(
            ".\(folder.lastPathComponent).mosaic-backup-\(UUID().uuidString.prefix(8))")
        do {
            try manager.createDirectory(at: building, withIntermediateDirectories: false)
            let database = building.appendingPathComponent(SQLiteStorage.databaseFileName)
            var summary = Summary()
            // The copy and its counts come from one snapshot, so writers running meanwhile
            // (other commands, `mosaic serve`) change neither.
            let copy = try DatabaseErrorMapping.mapping(path: database.path) { try DatabaseQueue(path: database.path) }
            // The photos copied are those the snapshot's records name: a photo a writer
            // stored meanwhile, whose record came after the snapshot, is not the backup's.
            let (counts, named) = try await DatabaseErrorMapping.mapping(path: storage.databaseURL?.path ?? ":memory:")
            {
                try await storage.writer.read { db in
                    let counts = try Self.counts(db, catalog: storage.catalog)
                    let named = try Self.namedStrings(db, catalog: storage.catalog)
                    try copy.writeWithoutTransaction { target in try db.backup(to: target) }
                    return (counts, named)
                }
            }
            summary.records = counts
            try await copy.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = DELETE") }
            try copy.close()
            let files = FileBlobStore(root: building.appendingPathComponent(SQLiteStorage.filesFolderName))
            var manifest = BackupManifest(records: summary.records)
            // Thumbnails and display copies are made again from the photos (when first shown).
            for key in try await storage.blobs.list() where !key.isCopy && named.contains(key.rawValue) {
                guard let data = try await storage.blobs.get(key) else {
                    summary.deletedMeanwhile += 1
                    continue
                }
                try await files.put(data, for: key)
                manifest.photos[key.description] = BackupManifest.Photo(data)
                summary.files += 1
                summary.bytes += data.count
            }
            try manifest.write(into: building)
            try await verify(backup: building, against: manifest)
            if manager.fileExists(atPath: folder.path) { try manager.removeItem(at: folder) }
            try manager.moveItem(at: building, to: folder)
            return summary
        } catch {
            try? manager.removeItem(at: building)
            throw error
        }
    }

    /// How many records the store holds now, in every collection.
    public func recordCount() async throws -> Int {
        try await storage.writer.read { db in try Self.counts(db, catalog: storage.catalog) }.values.reduce(0, +)
    }

    /// Replaces this store's records and photos with the backup's in `folder`, through
    /// SQLite's online backup (other processes see the old data or the new, never half).
    public func restore(from folder: URL) async throws -> Summary {
        let database = folder.appendingPathComponent(SQLiteStorage.databaseFileName)
        guard FileManager.default.fileExists(atPath: database.path) else { throw BackupError.notABackup(folder.path) }
        let source = try Self.openReadOnly(database)
        let (integrity, version) = try await DatabaseErrorMapping.mapping(path: database.path) {
            try await source.read { db in
                (
                    try String.fetchAll(db, sql: "PRAGMA integrity_check"),
                    try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
                )
            }
        }
        guard integrity == ["ok"] else { throw PersistenceError.corruptDatabase(path: database.path) }
        // A 0-byte or table-less file reads as an empty, healthy database: restoring it would
        // replace every record with none.
        guard version > 0 else { throw BackupError.emptyDatabase(database.path) }
        guard version <= SQLiteStorage.supportedSchemaVersion else {
            throw PersistenceError.newerSchema(found: version, supported: SQLiteStorage.supportedSchemaVersion)
        }
        let files = FileBlobStore(root: folder.appendingPathComponent(SQLiteStorage.filesFolderName))
        let keys = try await files.list()
        if let manifest = try BackupManifest.read(from: folder) {
            let counts = try await source.read { db in try Self.counts(db, catalog: storage.catalog) }
            guard counts == manifest.records else { throw BackupError.recordsChanged(folder.path) }
            try await Self.checkPhotos(files, against: manifest, folder: folder)
        }
        var summary = Summary()
        // Photos first, so every restored record finds its files.
        for key in keys {
            guard let data = try await files.get(key) else { continue }
            try await storage.blobs.put(data, for: key)
            summary.files += 1
            summary.bytes += data.count
        }
        try DatabaseErrorMapping.mapping(path: storage.databaseURL?.path ?? ":memory:") {
            try source.backup(to: storage.writer)
        }
        try source.close()
        let kept = Set(keys)
        // The data dir's thumbnails and display copies go too: they were made of the photos restore replaced.
        for key in try await storage.blobs.list() where !kept.contains(key) {
            try await storage.blobs.delete(key)
            if !key.isCopy { summary.removedFiles += 1 }
        }
        summary.records = try await storage.writer.read { db in try Self.counts(db, catalog: storage.catalog) }
        return summary
    }

    /// Every photo the manifest lists is in the backup with the bytes it had when backed up.
    private static func checkPhotos(_ files: FileBlobStore, against manifest: BackupManifest, folder: URL) async throws
    {
        var missing: [String] = []
        var changed: [String] = []
        for (name, photo) in manifest.photos.sorted(by: { $0.key < $1.key }) {
            guard let key = try? BlobKey(name), let data = try await files.get(key) else {
                missing.append(name)
                continue
            }
            if BackupManifest.Photo(data) != photo { changed.append(name) }
        }
        guard missing.isEmpty, changed.isEmpty else {
            throw BackupError.photosDiffer(folder.path, missing: missing, changed: changed)
        }
    }

    /// Opens the finished copy on its own and checks its integrity, record counts and every
    /// photo's bytes against the manifest.
    private func verify(backup folder: URL, against manifest: BackupManifest) async throws {
        let database = folder.appendingPathComponent(SQLiteStorage.databaseFileName)
        let copy = try Self.openReadOnly(database)
        defer { try? copy.close() }
        let (integrity, counts) = try await copy.read { db in
            (try String.fetchAll(db, sql: "PRAGMA integrity_check"), try Self.counts(db, catalog: storage.catalog))
        }
        guard integrity == ["ok"], counts == manifest.records else { throw BackupError.verificationFailed(folder.path) }
        let files = FileBlobStore(root: folder.appendingPathComponent(SQLiteStorage.filesFolderName))
        do {
            try await Self.checkPhotos(files, against: manifest, folder: folder)
        } catch is BackupError {
            throw BackupError.verificationFailed(folder.path)
        }
    }

    private static func openReadOnly(_ database: URL) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.readonly = true
        return try DatabaseErrorMapping.mapping(path: database.path) {
            try DatabaseQueue(path: database.path, configuration: configuration)
        }
    }

    /// How many records each collection holds (a collection missing from an older file is 0).
    /// What names the photos the backup keeps: every text value in the records' bodies
    /// (a photo is named by its key in the record that owns it), and the set-aside
    /// records' bodies whole, as they may no longer be JSON.
    private static func namedStrings(_ db: Database, catalog: CollectionCatalog) throws -> PhotoNames {
        var names = PhotoNames()
        for table in catalog.all.map(\.table) where try db.tableExists(table) {
            names.values.formUnion(
                try String.fetchAll(
                    db,
                    sql: #"""
                        SELECT DISTINCT j.value FROM (SELECT body FROM "\#(table)" WHERE json_valid(body)) AS r,
                        json_tree(r.body) AS j WHERE j.type = 'text'
                        """#))
        }
        if try db.tableExists("mosaic_quarantine") {
            names.setAside = try String.fetchAll(db, sql: "SELECT body FROM mosaic_quarantine")
        }
        return names
    }

    /// The strings records name photos by.
    struct PhotoNames {
        var values: Set<String> = []
        var setAside: [String] = []

        func contains(_ key: String) -> Bool {
            values.contains(key) || setAside.contains { $0.contains(key) }
        }
    }

    private static func counts(_ db: Database, catalog: CollectionCatalog) throws -> [String: Int] {
        var counts: [String: Int] = [:]
        for schema in catalog.all {
            counts[schema.name] =
                try db.tableExists(schema.table)
                ? Int.fetchOne(db, sql: #"SELECT count(*) FROM "\#(schema.table)""#) ?? 0 : 0
        }
        return counts
    }
}
