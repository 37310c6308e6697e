/// A library app whose saved version differs from the store's (`apps outdated`, as mas
/// has it): what the library holds, what the store has now, and what changed.
public struct AppUpdate: Sendable, Equatable, Encodable {
    /// The App Store id.
    public let id: String
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

    /// The saved apps whose version the store has moved on from, in the library's order.
    /// An app the store no longer has, or either side without a version, is left out.
    public static func outdated(_ saved: [LibraryApp], store: [StoreApp]) -> [AppUpdate] {
        let current = Dictionary(store.map { ($0.id, $0) }) { first, _ in first }
        return saved.compactMap { entry in
            guard let now = current[entry.id], let old = entry.app.version, let new = now.version, old != new else {
                return nil
            }
            return AppUpdate(
                id: entry.id, name: now.name, savedVersion: old, storeVersion: new, releaseDay: now.releaseDay,
                releaseNotes: now.releaseNotes)
        }
    }
}
