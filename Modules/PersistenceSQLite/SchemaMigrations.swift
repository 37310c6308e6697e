import GRDB
import Persistence

/// The versioned base layout of a Mosaic database, kept in `PRAGMA user_version`.
///
/// GRDB's `DatabaseMigrator` reads which migrations ran before it takes the write lock,
/// so two `mosaic` processes opening a new file at once could both run one. Here the
/// check and the steps run in one `BEGIN IMMEDIATE` transaction: the second process
/// waits (busy timeout), then finds the work done. A later release appends a step.
enum SchemaMigrations {
    static let steps: [[String]] = [
        // 1: the registry of record collections and the settings table.
        [
            """
            CREATE TABLE IF NOT EXISTS mosaic_collections (
                name TEXT PRIMARY KEY,
                signature TEXT NOT NULL
            )
            """,
            """
            CREATE TABLE IF NOT EXISTS mosaic_settings (
                key TEXT PRIMARY KEY,
                value TEXT NOT NULL
            )
            """,
        ],
        // 2: records `mosaic doctor --repair` set aside because they no longer decode,
        // kept as they were stored.
        [
            """
            CREATE TABLE IF NOT EXISTS mosaic_quarantine (
                collection TEXT NOT NULL,
                id TEXT NOT NULL,
                body TEXT NOT NULL,
                quarantined_at TEXT NOT NULL,
                PRIMARY KEY (collection, id)
            )
            """
        ],
        // 3: household members. Every record gets an owner and an audience: what a data dir
        // held before is its first admin's, seen by the whole household (whoever shared the
        // one password keeps seeing what they saw); the features' settings become that
        // admin's own.
        [RecordSharingUpgrade.settingsStatement],
        // 4: one record per id and owner, so two members each keep their own like of a
        // photo: each table is rebuilt with its rows, rowids (the search table's keys) kept.
        [],
    ]

    static var latestVersion: Int { steps.count }

    /// Brings the base layout and every collection up to date, atomically.
    static func migrate(_ writer: any DatabaseWriter, collections: [CollectionSchema]) throws {
        // Most runs find everything in place; checking that first spares them the write lock.
        guard try !writer.writeWithoutTransaction({ try isUpToDate($0, collections: collections) }) else { return }
        try writer.writeWithoutTransaction { db in
            try db.inTransaction(.immediate) {
                let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
                guard version <= latestVersion else {
                    throw PersistenceError.newerSchema(found: version, supported: latestVersion)
                }
                for (number, step) in steps.enumerated().dropFirst(version) {
                    if number + 1 == RecordSharingUpgrade.version { try shareRecords(db) }
                    if number + 1 == RecordSharingUpgrade.ownerKeyVersion { try keyRecordsByOwner(db) }
                    for statement in step { try db.execute(sql: statement) }
                }
                if version < latestVersion {
                    try db.execute(sql: "PRAGMA user_version = \(latestVersion)")
                }
                for collection in collections {
                    try install(collection, in: db)
                }
                return .commit
            }
        }
    }

    /// Adds the owner and audience columns to each collection's table an earlier build made.
    private static func shareRecords(_ db: Database) throws {
        for name in try String.fetchAll(db, sql: "SELECT name FROM mosaic_collections")
        where StorageNames.isValidCollection(name) {
            let table = "rec_\(name)"
            guard try db.tableExists(table) else { continue }
            for statement in RecordSharingUpgrade.columnStatements(table: table) { try db.execute(sql: statement) }
        }
    }

    /// Rebuilds each collection's table an earlier build made, unique by id, as unique by id
    /// and owner. Its indexes, triggers and search table are rebuilt by `install` (the
    /// collection's signature changed with it).
    private static func keyRecordsByOwner(_ db: Database) throws {
        for name in try String.fetchAll(db, sql: "SELECT name FROM mosaic_collections")
        where StorageNames.isValidCollection(name) {
            let table = "rec_\(name)"
            guard try db.tableExists(table) else { continue }
            let rebuilt = "rec_\(name)_owner_keyed"
            try db.execute(sql: CollectionSchema.createTable(rebuilt))
            try db.execute(
                sql: #"""
                    INSERT INTO "\#(rebuilt)"(rowid, id, body, owner, audience)
                    SELECT rowid, id, body, owner, audience FROM "\#(table)"
                    """#)
            try db.execute(sql: #"DROP TABLE "\#(table)""#)
            try db.execute(sql: #"ALTER TABLE "\#(rebuilt)" RENAME TO "\#(table)""#)
        }
    }

    private static func isUpToDate(_ db: Database, collections: [CollectionSchema]) throws -> Bool {
        guard try Int.fetchOne(db, sql: "PRAGMA user_version") == latestVersion else { return false }
        let stored = try Row.fetchAll(db, sql: "SELECT name, signature FROM mosaic_collections")
        let signatures = Dictionary(stored.map { ($0["name"] as String, $0["signature"] as String) }) { first, _ in
            first
        }
        return collections.allSatisfy { signatures[$0.name] == $0.signature }
    }

    /// Creates a collection's table, or rebuilds its indexes and search table when the
    /// record type now declares different ones. Records are never dropped.
    private static func install(_ collection: CollectionSchema, in db: Database) throws {
        let stored = try String.fetchOne(
            db, sql: "SELECT signature FROM mosaic_collections WHERE name = ?", arguments: [collection.name]
        )
        guard stored != collection.signature else { return }
        if stored != nil {
            let indexes = try String.fetchAll(
                db,
                sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL",
                arguments: [collection.table]
            )
            for statement in collection.dropDerivedStatements(existingIndexes: indexes) {
                try db.execute(sql: statement)
            }
        }
        for statement in collection.createStatements {
            try db.execute(sql: statement)
        }
        try db.execute(
            sql:
                "INSERT INTO mosaic_collections(name, signature) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET signature = excluded.signature",
            arguments: [collection.name, collection.signature]
        )
    }
}
