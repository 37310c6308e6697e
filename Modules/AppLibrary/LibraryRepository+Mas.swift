import Core
import Persistence

/// What `apps import mas` did.
public struct MasImportSummary: Sendable, Equatable, Encodable {
    /// Apps put in the library.
    public var added = 0
    /// Apps already there whose installed version the import changed.
    public var updated = 0
    /// Apps already there as mas lists them (a second import adds nothing).
    public var unchanged = 0
    /// Ids the store does not know (apps no longer sold, or of another storefront).
    public var unknown: [AppID] = []

    public init() {}
}

extension LibraryRepository {
    /// Puts the apps mas lists in the library, each as the store describes it but with the
    /// version installed, so `outdated` compares the store against what is installed. Ids
    /// `store` lacks are named, not fatal; everything is written in one transaction.
    public func importInstalled(_ installed: [MasList.App], from store: [StoreApp]) async throws -> MasImportSummary {
        let described = Dictionary(store.map { ($0.id, $0) }) { first, _ in first }
        let now = dates.now()
        return try await self.store.write { writer in
            var summary = MasImportSummary()
            for app in installed {
                guard var found = described[app.id] else {
                    summary.unknown.append(app.id)
                    continue
                }
                if let version = app.version { found.version = version }
                if let saved = try writer.fetch(LibraryApp.self, id: app.id) {
                    guard saved.app.version != found.version else {
                        summary.unchanged += 1
                        continue
                    }
                    summary.updated += 1
                } else {
                    summary.added += 1
                }
                try writer.save(LibraryApp(app: found, savedAt: now))
            }
            return summary
        }
    }
}
