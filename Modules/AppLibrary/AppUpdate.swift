/// A library app whose saved version differs from the store's (`apps outdated`, as mas
/// has it): what the library holds, what the store has now, and what changed.
public struct AppUpdate: Sendable, Equatable, Encodable {
    /// The App Store id.
    public let id: AppID
    /// The app's name in the store now.
    public let name: String
    /// The version the library saved.
    public let savedVersion: String
    /// The version the store has now.
    public let storeVersion: String
    /// The day the store's version came out (`2024-11-02`).
    public let releaseDay: String?
    /// What the store says changed.
    public let releaseNotes: String?
    /// The oldest iOS the store's version runs on (`15.0`), when the store says.
    public let minimumOSVersion: String?

    /// The saved apps the store has a newer version of, compared as versions (`1.10` after
    /// `1.9`, `2.0` the same as `2.0.0`), in the library's order; `ignoring` ids are left out.
    /// An app the store no longer has, or either side without a version, is left out too.
    public static func outdated(_ saved: [LibraryApp], store: [StoreApp], ignoring: Set<AppID> = []) -> [AppUpdate] {
        let current = Dictionary(store.map { ($0.id, $0) }) { first, _ in first }
        return saved.compactMap { entry in
            guard !ignoring.contains(entry.id), let now = current[entry.id], let old = entry.app.version,
                let new = now.version, AppVersion(old) < AppVersion(new)
            else { return nil }
            return AppUpdate(
                id: entry.id, name: now.name, savedVersion: old, storeVersion: new, releaseDay: now.releaseDay,
                releaseNotes: now.releaseNotes, minimumOSVersion: now.minimumOSVersion)
        }
    }
}
