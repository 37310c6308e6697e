import Persistence
import PostgresNIO

/// The versioned base layout of a Mosaic database on PostgreSQL, in `mosaic_schema`, the
/// same steps as SQLite's: run under an advisory lock, so two processes opening a new
/// database at once do the work once.
enum PostgresMigrations {
    static let steps: [[String]] = [
        [
            "CREATE EXTENSION IF NOT EXISTS pg_trgm",
            "CREATE TABLE IF NOT EXISTS mosaic_collections (name TEXT PRIMARY KEY, signature TEXT NOT NULL)",
            #"CREATE TABLE IF NOT EXISTS mosaic_settings (key TEXT COLLATE "C" PRIMARY KEY, value TEXT NOT NULL)"#,
            #"""
            CREATE TABLE IF NOT EXISTS mosaic_blobs (
                key TEXT COLLATE "C" PRIMARY KEY, data BYTEA NOT NULL, modified TIMESTAMPTZ NOT NULL DEFAULT now()
            )
            """#,
            """
            CREATE OR REPLACE FUNCTION mosaic_notify() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN PERFORM pg_notify('mosaic_' || TG_ARGV[0], ''); RETURN NULL; END $$
            """,
        ],
        [
            """
            CREATE TABLE IF NOT EXISTS mosaic_quarantine (
                collection TEXT NOT NULL, id TEXT NOT NULL, body TEXT NOT NULL, quarantined_at TEXT NOT NULL,
                PRIMARY KEY (collection, id)
            )
            """
        ],
        // 3: household members (as SQLite's third step).
        [RecordSharingUpgrade.settingsStatement],
        // 4: one record per id and owner (as SQLite's fourth step).
        [],
    ]

    static var latestVersion: Int { steps.count }

    /// Adds the owner and audience columns to each collection's table an earlier build made.
    private static func shareRecords(_ statements: PostgresStatements) throws {
        let names = try statements.rows(
            "SELECT name FROM mosaic_collections WHERE to_regclass('\"rec_' || name || '\"') IS NOT NULL"
        ).map { try $0.decode(String.self) }
        for name in names where StorageNames.isValidCollection(name) {
            for statement in RecordSharingUpgrade.columnStatements(table: "rec_\(name)") {
                try statements.execute(statement)
            }
        }
    }

    /// Makes each collection's table an earlier build made, keyed by id, keyed by id and owner.
    private static func keyRecordsByOwner(_ statements: PostgresStatements) throws {
        let keys = try statements.rows(
            """
            SELECT c.relname::text, k.conname::text FROM pg_constraint AS k JOIN pg_class AS c ON c.oid = k.conrelid
            WHERE k.contype = 'p' AND c.relname IN (SELECT 'rec_' || name FROM mosaic_collections)
            """
        ).map { try $0.decode((String, String).self) }
        for (table, key) in keys where StorageNames.isValidCollection(String(table.dropFirst(4))) {
            try statements.execute(
                #"ALTER TABLE "\#(table)" DROP CONSTRAINT "\#(key)", ADD PRIMARY KEY (id, owner)"#)
        }
    }

    /// Brings the schema up to date in the transaction `statements` runs: refuses a schema
    /// newer than this build's, and a database that holds another program's tables.
    static func migrate(_ statements: PostgresStatements, collections: [PostgresCatalog.Collection], server: String)
        throws
    {
        // One process at a time; the others wait, then find the work done.
        try statements.execute("SELECT pg_advisory_xact_lock(7305286)")
        let ours =
            try statements.rows("SELECT to_regclass('mosaic_schema') IS NOT NULL").first?.decode(Bool.self) ?? false
        if !ours {
            let tables = try statements.rows(
                """
                SELECT table_name::text FROM information_schema.tables
                WHERE table_schema = current_schema() ORDER BY table_name
                """
            ).map { try $0.decode(String.self) }
            guard tables.isEmpty else { throw PersistenceError.foreignDatabase(server: server, tables: tables) }
            try statements.execute("CREATE TABLE mosaic_schema (version INTEGER NOT NULL)")
        }
        let stored = try statements.rows("SELECT version FROM mosaic_schema").first.map { try $0.decode(Int.self) }
        let version = stored ?? 0
        guard version <= latestVersion else {
            throw PersistenceError.newerSchema(found: version, supported: latestVersion)
        }
        for (number, step) in steps.enumerated().dropFirst(version) {
            if number + 1 == RecordSharingUpgrade.version { try shareRecords(statements) }
            if number + 1 == RecordSharingUpgrade.ownerKeyVersion { try keyRecordsByOwner(statements) }
            for statement in step { try statements.execute(statement) }
        }
        if stored == nil {
            try statements.rows("INSERT INTO mosaic_schema(version) VALUES (\(latestVersion))")
        } else if version < latestVersion {
            try statements.rows("UPDATE mosaic_schema SET version = \(latestVersion)")
        }
        for collection in collections {
            let signature = try statements.rows(
                "SELECT signature FROM mosaic_collections WHERE name = \(collection.name)"
            )
            .first.map { try $0.decode(String.self) }
            guard signature != collection.signature else { continue }
            if signature != nil {
                let indexes = try statements.rows(
                    """
                    SELECT indexname FROM pg_indexes WHERE tablename = \(collection.table) AND indexname LIKE '%\\_by\\_%'
                    """
                ).map { try $0.decode(String.self) }
                for index in indexes { try statements.execute(#"DROP INDEX IF EXISTS "\#(index)""#) }
            }
            for statement in collection.createStatements { try statements.execute(statement) }
            try statements.rows(
                """
                INSERT INTO mosaic_collections(name, signature) VALUES (\(collection.name), \(collection.signature))
                ON CONFLICT (name) DO UPDATE SET signature = excluded.signature
                """)
        }
    }
}
