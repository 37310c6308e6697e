import Persistence

/// Unsplash's `content_filter` for random photos and search: `low` (the API's default) or
/// `high`, which leaves out more. The one a person chose is kept (`ContentFilter.saved`).
public enum ContentFilter: String, CaseIterable, Sendable, Codable {
    case low
    case high

    static let settingKey = "photobox.contentFilter"

    /// The filter chosen last (`--content-filter`), or nil for the API's default. A saved
    /// value that is no filter (edited by hand, or written by a later build) is the default
    /// too, rather than a failure every search and random page would show.
    public static func saved(in settings: any SettingsStore) async throws -> ContentFilter? {
        do {
            return try await settings.value(ContentFilter.self, forKey: settingKey)
        } catch PersistenceError.undecodable {
            return nil
        }
    }

    /// Keeps `filter` for later searches and random photos, on every front.
    public static func save(_ filter: ContentFilter, in settings: any SettingsStore) async throws {
        try await settings.set(filter, forKey: settingKey)
    }
}
