import Foundation
import GRDB
import Persistence

/// `SettingsStore` in the database's `mosaic_settings` table, values as JSON.
public final class SQLiteSettingsStore: SettingsStore {
    private let writer: any DatabaseWriter
    /// Whether reads and writes run on the calling thread (`SQLiteStorage.Access.commandThread`).
    private let onCallingThread: Bool
    private let path: String

    init(writer: any DatabaseWriter, onCallingThread: Bool, path: String) {
        self.writer = writer
        self.onCallingThread = onCallingThread
        self.path = path
    }

    public func value<T: Codable & Sendable>(_ type: T.Type, forKey key: String) async throws -> T? {
        let json = try await DatabaseErrorMapping.mapping(path: path) {
            try await writer.read(onCallingThread: onCallingThread) { db in
                try String.fetchOne(db, sql: "SELECT value FROM mosaic_settings WHERE key = ?", arguments: [key])
            }
        }
        return try json.map { try SettingsValue.decode(type, from: $0, key: key) }
    }

    public func set<T: Codable & Sendable>(_ value: T, forKey key: String) async throws {
        try await store([key: try SettingsValue.encode(value)])
    }

    /// Every setting as stored: its JSON text by key.
    func storedValues() async throws -> [String: String] {
        try await DatabaseErrorMapping.mapping(path: path) {
            try await writer.read(onCallingThread: onCallingThread) { db in
                try Dictionary(
                    Row.fetchAll(db, sql: "SELECT key, value FROM mosaic_settings").map { ($0["key"], $0["value"]) }
                ) { $1 }
            }
        }
    }

    /// Writes these JSON texts by key in one transaction, replacing those with the same keys.
    func store(_ values: [String: String]) async throws {
        try await DatabaseErrorMapping.mapping(path: path) {
            try await writer.write(onCallingThread: onCallingThread) { db in
                for (key, json) in values {
                    try db.execute(
                        sql:
                            "INSERT INTO mosaic_settings(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                        arguments: [key, json]
                    )
                }
            }
        }
    }

    public func remove(_ key: String) async throws {
        try await DatabaseErrorMapping.mapping(path: path) {
            try await writer.write(onCallingThread: onCallingThread) { db in
                try db.execute(sql: "DELETE FROM mosaic_settings WHERE key = ?", arguments: [key])
            }
        }
    }

    public func keys(prefix: String) async throws -> [String] {
        try await DatabaseErrorMapping.mapping(path: path) {
            try await writer.read(onCallingThread: onCallingThread) { db in
                try String.fetchAll(
                    db,
                    sql: "SELECT key FROM mosaic_settings WHERE substr(key, 1, ?) = ? ORDER BY key",
                    arguments: [prefix.count, prefix]
                )
            }
        }
    }
}
