import Foundation
import Persistence
import PostgresNIO

extension PostgresStorage: StoreEngine {
    public var recordStore: any RecordStore { records }
    public func recordStore(for member: String) -> any RecordStore { records.scoped(to: member) }
    public var blobStore: any BlobStore { blobs }
    public var settingsStore: any SettingsStore { settings }
    public var location: String { server.description }
    public var supportedSchemaVersion: Int { Self.supportedSchemaVersion }
    public var unreadableCount: Int { records.unreadable.count }

    public func schemaVersion() async throws -> Int {
        try await connection.query("SELECT version FROM mosaic_schema").first?.decode(Int.self) ?? 0
    }

    /// PostgreSQL keeps its own files sound; what can go wrong is Mosaic's layout: a
    /// collection's table or index missing, or an index left invalid by a failed build.
    public func integrityCheck() async throws -> [String] {
        var problems: [String] = []
        for collection in catalog.all {
            let exists = try await connection.query("SELECT to_regclass(\(#""\#(collection.table)""#)) IS NOT NULL")
                .first?.decode(Bool.self)
            if exists != true { problems.append("the table \(collection.table) is missing") }
        }
        let invalid = try await connection.query(
            """
            SELECT c.relname::text FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
            JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE NOT i.indisvalid AND n.nspname = current_schema()
            """
        ).map { try $0.decode(String.self) }
        problems += invalid.map { "the index \($0) is invalid (REINDEX it)" }
        return problems.isEmpty ? ["ok"] : problems
    }

    public func storedRecords(in collection: String) async throws -> [StoredRecord] {
        let table = try catalog.collection(named: collection).table
        return try await connection.query(
            PostgresQuery(unsafeSQL: #"SELECT id, body::text, owner, audience FROM "\#(table)" ORDER BY id, owner"#)
        )
        .map { row in
            let (id, body, owner, audience) = try row.decode((String, String, String, String).self)
            return StoredRecord(
                id: id, body: body, sharing: RecordSharing(owner: owner, storedAudience: audience))
        }
    }

    public func reassignRecords(from: String, to: String) async throws -> Int {
        let tables = catalog.all.map(\.table)
        return try await connection.transaction(readOnly: false) { statements in
            var moved = 0
            for table in tables {
                var binds = PostgresBindings()
                binds.append(to)
                binds.append(from)
                moved += try statements.changed(
                    PostgresQuery(
                        unsafeSQL: #"""
                            UPDATE "\#(table)" SET owner = $1 WHERE owner = $2
                            AND NOT EXISTS (SELECT 1 FROM "\#(table)" AS kept WHERE kept.id = "\#(table)".id AND kept.owner = $1)
                            """#, binds: binds))
            }
            return moved
        }
    }

    public func deleteRecords(ownedBy owner: String) async throws -> [String: [StoredRecord]] {
        let collections = catalog.all
        return try await connection.transaction(readOnly: false) { statements in
            var deleted: [String: [StoredRecord]] = [:]
            for collection in collections {
                var binds = PostgresBindings()
                binds.append(owner)
                let rows = try statements.rows(
                    PostgresQuery(
                        unsafeSQL:
                            #"DELETE FROM "\#(collection.table)" WHERE owner = $1 RETURNING id, body::text, audience"#,
                        binds: binds))
                guard !rows.isEmpty else { continue }
                deleted[collection.name] = try rows.map { row in
                    let (id, body, audience) = try row.decode((String, String, String).self)
                    return StoredRecord(
                        id: id, body: body,
                        sharing: RecordSharing(owner: owner, storedAudience: audience))
                }
            }
            return deleted
        }
    }

    public func quarantine(_ records: [DoctorReport.UnreadableRecord], at date: Date) async throws -> Int {
        guard !records.isEmpty else { return 0 }
        let tables = try Dictionary(records.map { ($0.collection, try catalog.collection(named: $0.collection).table) })
        { $1 }
        let now = ISO8601DateFormatter().string(from: date)
        return try await connection.transaction(readOnly: false) { statements in
            var moved = 0
            for record in records {
                guard let table = tables[record.collection] else { continue }
                var binds = PostgresBindings()
                binds.append(record.collection)
                binds.append(now)
                binds.append(record.id)
                try statements.rows(
                    PostgresQuery(
                        unsafeSQL: #"""
                            INSERT INTO mosaic_quarantine(collection, id, body, quarantined_at)
                            SELECT $1, id, body::text, $2 FROM "\#(table)" WHERE id = $3
                            ON CONFLICT (collection, id) DO UPDATE SET body = excluded.body, quarantined_at = excluded.quarantined_at
                            """#, binds: binds))
                moved += try statements.changed("DELETE FROM \(unescaped: #""\#(table)""#) WHERE id = \(record.id)")
            }
            return moved
        }
    }

    public func quarantinedRecords() async throws -> [DoctorReport.QuarantinedRecord] {
        try await connection.query(
            "SELECT collection, id, body, quarantined_at FROM mosaic_quarantine ORDER BY collection, id"
        ).map { row in
            let (collection, id, body, at) = try row.decode((String, String, String, String).self)
            return DoctorReport.QuarantinedRecord(collection: collection, id: id, quarantinedAt: at, body: body)
        }
    }

    public func storedSettings() async throws -> [String: String] {
        try await settings.storedValues()
    }

    public func mergeSettings(_ settings: [String: String]) async throws {
        try await self.settings.store(settings)
    }

    /// Every write is durable when its transaction commits: nothing to do.
    public func checkpoint() {}

    public func close() async {
        await connection.close()
    }
}
