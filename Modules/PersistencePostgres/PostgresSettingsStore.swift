import Foundation
import Persistence
import PostgresNIO

/// `SettingsStore` in the database's `mosaic_settings` table, values as JSON.
public final class PostgresSettingsStore: SettingsStore {
    private let connection: PostgresBridge

    init(connection: PostgresBridge) {
        self.connection = connection
    }

    public func value<T: Codable & Sendable>(_ type: T.Type, forKey key: String) async throws -> T? {
        guard
            let json = try await connection.query("SELECT value FROM mosaic_settings WHERE key = \(key)")
                .first?.decode(String.self)
        else { return nil }
        return try SettingsValue.decode(type, from: json, key: key)
    }

    public func set<T: Codable & Sendable>(_ value: T, forKey key: String) async throws {
        try await store([key: try SettingsValue.encode(value)])
    }

    /// Every setting as stored: its JSON text by key.
    func storedValues() async throws -> [String: String] {
        try Dictionary(
            await connection.query("SELECT key, value FROM mosaic_settings").map {
                try $0.decode((String, String).self)
            }
        ) { $1 }
    }

    /// Writes these JSON texts by key in one transaction, replacing those with the same keys.
    func store(_ values: [String: String]) async throws {
        guard !values.isEmpty else { return }
        try await connection.transaction(readOnly: false) { statements in
            for (key, json) in values {
                try statements.rows(
                    """
                    INSERT INTO mosaic_settings(key, value) VALUES (\(key), \(json)) ON CONFLICT (key) DO UPDATE SET value = excluded.value
                    """)
            }
        }
    }

    public func remove(_ key: String) async throws {
        _ = try await connection.query("DELETE FROM mosaic_settings WHERE key = \(key)")
    }

    public func keys(prefix: String) async throws -> [String] {
        try await connection.query("SELECT key FROM mosaic_settings WHERE starts_with(key, \(prefix)) ORDER BY key")
            .map { try $0.decode(String.self) }
    }
}
