import Market
import PageKit
import Persistence

/// Every path of Market's pages, declared once: the plugin registers them, and every
/// link, form action and redirect is built from them, so a mistyped path does not compile.
enum MarketRoutes {
    static let listings = WebPath("/market")
    static let new = WebPath("/market/new")
    static let stats = WebPath("/market/stats")
    static let listing = RecordPath<RecordID<Listing>>("/market/:id")
    static let status = RecordPath<RecordID<Listing>>("/market/:id/status")
    static let edit = RecordPath<RecordID<Listing>>("/market/:id/edit")
    static let delete = RecordPath<RecordID<Listing>>("/market/:id/delete")
}
