import AppLibrary
import PageKit

/// Every path of AppLibrary's pages, declared once: the plugin registers them, and every
/// link, form action and redirect is built from them, so a mistyped path does not compile.
enum AppLibraryRoutes {
    static let library = WebPath("/apps")
    static let libraryAlias = WebPath("/apps/library")
    static let search = WebPath("/apps/search")
    static let app = RecordPath<AppID>("/apps/:id")
    static let review = RecordPath<AppID>("/apps/:id/review")
    static let toggle = RecordPath<AppID>("/apps/:id/toggle")
}
