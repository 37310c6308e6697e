/// Typed key-value settings (what the seeds kept in UserDefaults).
public protocol SettingsStore: Sendable {
    /// The value stored under `key`, decoded as `T`, or nil when there is none.
    func value<T: Codable & Sendable>(_ type: T.Type, forKey key: String) async throws -> T?
    /// Stores `value` under `key`, replacing what was there.
    func set<T: Codable & Sendable>(_ value: T, forKey key: String) async throws
    /// Removes `key`; removing a missing key is not an error.
    func remove(_ key: String) async throws
    /// Every key that starts with `prefix`.
    func keys(prefix: String) async throws -> [String]
}
