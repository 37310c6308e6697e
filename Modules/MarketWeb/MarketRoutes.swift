import WebKit

/// Every path of Market's pages, declared once: the plugin registers them, and every
/// link, form action and redirect is built from them, so a mistyped path does not compile.
enum MarketRoutes {
    static let listings = WebPath("/market")
    static let new = WebPath("/market/new")
    static let listing = RecordPath<String>("/market/:id")
    static let status = RecordPath<String>("/market/:id/status")
    static let edit = RecordPath<String>("/market/:id/edit")
    static let delete = RecordPath<String>("/market/:id/delete")
}
