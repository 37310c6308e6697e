import AppLibrary
import CommandKit
import Console
import Core

/// Finds an app by id: the library's snapshot first (works offline), else the store.
enum AppLookup {
    static func find(_ id: AppID, country: String, _ context: CommandContext, preferLibrary: Bool = true) async throws -> StoreApp {
        if preferLibrary, let saved = try await context.library.saved(id: id.rawValue) {
            return saved.app
        }
        guard let app = try await context.itunes().lookup(id: id, country: country) else {
            throw UserError(AppLibraryMessages.unknownApp(id.rawValue), category: .notFound)
        }
        return app
    }
}
