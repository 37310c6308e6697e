import Foundation

/// How every engine keeps a setting: its value as JSON text, read back as the asked type;
/// a value that no longer reads names its key.
public enum SettingsValue {
    public static func encode<T: Codable & Sendable>(_ value: T) throws -> String {
        String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }

    public static func decode<T: Codable & Sendable>(_ type: T.Type, from json: String, key: String) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: Data(json.utf8))
        } catch {
            throw PersistenceError.undecodable(collection: "settings", id: key, reason: "\(error)")
        }
    }
}
