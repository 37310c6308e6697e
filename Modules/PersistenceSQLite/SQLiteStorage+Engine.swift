import Foundation
import GRDB
import Persistence

extension SQLiteStorage: StoreEngine {
    public var recordStore: any RecordStore { records }
    public func recordStore(for member: String) -> any RecordStore { records.scoped(to: member) }
    public var blobStore: any BlobStore { blobs }
    public var settingsStore: any SettingsStore { settings }
    public var location: String { path }
    public var supportedSchemaVersion: Int { Self.supportedSchemaVersion }
    public var unreadableCount: Int { records.unreadable.count }

    public func storedRecords(in collection: String) async throws -> [StoredRecord] {
        let table = try catalog.schema(named: collection).table
        return try await DatabaseErrorMapping.mapping(path: path) {
            try await writer.read(onCallingThread: onCallingThread) { db in
                try Row.fetchAll(db, sql: #"SELECT id, body, owner, audience FROM "\#(table)" ORDER BY id, owner"#).map
                {
                    StoredRecord(
                        id: $0["id"], body: $0["body"],
                        sharing: RecordSharing(owner: $0["owner"], storedAudience: $0["audience"]))
                }
            }
        }
    }

    public func reassignRecords(from: String, to: String) async throws -> Int {
        let tables = catalog.all.map(\.table)
        return try await DatabaseErrorMapping.mapping(path: path) {
            try await writer.write(onCallingThread: onCallingThread) { db in
                var moved = 0
                for table in tables {
                    try db.execute(
                        sql: #"UPDATE OR IGNORE "\#(table)" SET owner = ? WHERE owner = ?"#, arguments: [to, from])
                    moved += db.changesCount
                }
                return moved
            }
        }
    }

    public func deleteRecords(ownedBy owner: String) async throws -> [String: [StoredRecord]] {
        let schemas = catalog.all
        return try await DatabaseErrorMapping.mapping(path: path) {
            try await writer.write(onCallingThread: onCallingThread) { db in
                var deleted: [String: [StoredRecord]] = [:]
                for schema in schemas {
                    let rows = try Row.fetchAll(
                        db, sql: #"SELECT id, body, audience FROM "\#(schema.table)" WHERE owner = ? ORDER BY id"#,
                        arguments: [owner])
                    guard !rows.isEmpty else { continue }
                    deleted[schema.name] = rows.map {
                        StoredRecord(
                            id: $0["id"], body: $0["body"],
                            sharing: RecordSharing(owner: owner, storedAudience: $0["audience"]))
                    }
                    try db.execute(sql: #"DELETE FROM "\#(schema.table)" WHERE owner = ?"#, arguments: [owner])
                }
                return deleted
            }
        }
    }

    public func quarantine(_ records: [DoctorReport.UnreadableRecord], at date: Date) async throws -> Int {
        guard !records.isEmpty else { return 0 }
        let tables = try Dictionary(records.map { ($0.collection, try catalog.schema(named: $0.collection).table) }) {
            $1
        }
        let now = ISO8601DateFormatter().string(from: date)
        return try await DatabaseErrorMapping.mapping(path: path) {
            try await writer.write(onCallingThread: onCallingThread) { db in
                var moved = 0
                for record in records {
                    guard let table = tables[record.collection] else { continue }
                    try db.execute(
                        sql: #"""
                            INSERT OR REPLACE INTO mosaic_quarantine(collection, id, body, quarantined_at)
                            SELECT ?, id, body, ? FROM "\#(table)" WHERE id = ?
                            """#, arguments: [record.collection, now, record.id])
                    try db.execute(sql: #"DELETE FROM "\#(table)" WHERE id = ?"#, arguments: [record.id])
                    moved += db.changesCount
                }
                return moved
            }
        }
    }

    public func quarantinedRecords() async throws -> [DoctorReport.QuarantinedRecord] {
        try await DatabaseErrorMapping.mapping(path: path) {
            try await writer.read(onCallingThread: onCallingThread) { db in
                try Row.fetchAll(
                    db,
                    sql: "SELECT collection, id, body, quarantined_at FROM mosaic_quarantine ORDER BY collection, id"
                )
                .map {
                    .init(
                        collection: $0["collection"], id: $0["id"], quarantinedAt: $0["quarantined_at"],
                        body: $0["body"])
                }
            }
        }
    }

    public func storedSettings() async throws -> [String: String] {
        try await settings.storedValues()
    }

    public func mergeSettings(_ settings: [String: String]) async throws {
        try await self.settings.store(settings)
    }

    private var path: String { databaseURL?.path ?? ":memory:" }
}
