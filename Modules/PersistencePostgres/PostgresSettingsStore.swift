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
        guard let json = try await connection.query("SELECT value FROM mosaic_settings WHERE key = \(key)")
            .first?.decode(String.self) else { return nil }
        return try SettingsValue.decode(type, from: json, key: key)
    }

    public func set<T: Codable & Sendable>(_ value: T, forKey key: String) async throws {
        let json = try SettingsValue.encode(value)
        _ = try await connection.query("""
            INSERT INTO mosaic_settings(key, value) VALUES (\(key), \(json)) ON CONFLICT (key) DO UPDATE SET value = excluded.value
            """)
    }

    public func remove(_ key: String) async throws {
        _ = try await connection.query("DELETE FROM mosaic_settings WHERE key = \(key)")
    }

    public func keys(prefix: String) async throws -> [String] {
        try await connection.query("SELECT key FROM mosaic_settings WHERE starts_with(key, \(prefix)) ORDER BY key")
            .map { try $0.decode(String.self) }
    }
}
