import Core

/// Finds an app by id, for every front: the library's snapshot first (works offline),
/// else the store.
public enum AppLookup {
    /// The app `id`; `store` is asked for the iTunes client only when the library has
    /// no snapshot (or `preferLibrary` is false). An id the store does not know is not found (66).
    public static func find(
        _ id: AppID, country: String = "kr", library: LibraryRepository, preferLibrary: Bool = true,
        store: () throws -> ITunesClient
    ) async throws -> StoreApp {
        if preferLibrary, let saved = try await library.saved(id: id) {
            return saved.app
        }
        guard let app = try await store().lookup(id: id, country: country) else {
            throw UserError(AppLibraryMessages.unknownApp(id.rawValue), category: .notFound)
        }
        return app
    }

    /// The app `reference` names: an App Store id (digits) or, as mas takes it, a bundle id
    /// (`com.example.app`); the library's copy first, as for an id.
    public static func find(
        reference: String, country: String = "kr", library: LibraryRepository, store: () throws -> ITunesClient
    ) async throws -> StoreApp {
        guard let bundleID = AppBundleID(reference) else {
            return try await find(try AppID(checking: reference), country: country, library: library, store: store)
        }
        if let saved = try await library.apps().first(where: { $0.app.bundleID == bundleID.rawValue }) {
            return saved.app
        }
        guard let app = try await store().lookup(bundleID: bundleID, country: country) else {
            throw UserError(AppLibraryMessages.unknownApp(bundleID.rawValue), category: .notFound)
        }
        return app
    }

    /// The App Store id `reference` names: the id itself (digits), or the app of a bundle id
    /// (`com.example.app`), the library's first; else the store's, when `store` is given
    /// (without it, a bundle id the library does not hold is not found, 66).
    public static func appID(
        _ reference: String, country: String = "kr", library: LibraryRepository, store: (() throws -> ITunesClient)?
    ) async throws -> AppID {
        let reference = reference.trimmingWhitespace
        guard let bundleID = AppBundleID(reference) else { return try AppID(checking: reference) }
        if let saved = try await library.apps().first(where: { $0.app.bundleID == bundleID.rawValue }) {
            return saved.id
        }
        guard let store, let app = try await store().lookup(bundleID: bundleID, country: country) else {
            throw UserError(AppLibraryMessages.unknownApp(bundleID.rawValue), category: .notFound)
        }
        return app.id
    }
}
