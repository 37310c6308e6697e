import Core
import Persistence

/// A settings store whose reads fail while `stalled`, as a database restarting.
final class StallingSettings: SettingsStore {
    let base: any SettingsStore
    let stalled = LockedValue(false)

    init(_ base: any SettingsStore) { self.base = base }

    func value<T: Codable & Sendable>(_ type: T.Type, forKey key: String) async throws -> T? {
        if stalled.value { throw CancellationError() }
        return try await base.value(type, forKey: key)
    }

    func set<T: Codable & Sendable>(_ value: T, forKey key: String) async throws {
        try await base.set(value, forKey: key)
    }

    func remove(_ key: String) async throws { try await base.remove(key) }

    func keys(prefix: String) async throws -> [String] { try await base.keys(prefix: prefix) }
}
