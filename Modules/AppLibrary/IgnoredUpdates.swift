import Core
import Persistence

/// The apps whose updates `apps outdated` no longer shows (`--ignore ID`, undone by
/// `--unignore ID`), as mas's users asked for: kept in the data dir's settings.
public struct IgnoredUpdates: Sendable {
    static let key = "applibrary.outdated.ignored"
    let settings: any SettingsStore

    public init(settings: any SettingsStore) {
        self.settings = settings
    }

    /// The ignored App Store ids.
    public func ids() async throws -> Set<AppID> {
        Set(try await settings.value([AppID].self, forKey: Self.key) ?? [])
    }

    /// Ignores `id`'s updates (again: nothing changes).
    public func ignore(_ id: AppID) async throws {
        try await settings.set((try await ids()).union([id]).sorted(), forKey: Self.key)
    }

    /// Shows `id`'s updates again; false when they were not ignored.
    @discardableResult
    public func unignore(_ id: AppID) async throws -> Bool {
        var kept = try await ids()
        guard kept.remove(id) != nil else { return false }
        try await settings.set(kept.sorted(), forKey: Self.key)
        return true
    }
}
