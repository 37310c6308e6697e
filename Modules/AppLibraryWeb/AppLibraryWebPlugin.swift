import AppLibrary
import Core
import Persistence
import WebKit

/// AppLibrary in the browser: iTunes search with paging, an app's page with its
/// screenshots and reviews, get and remove, the library by genre, and writing a review.
public enum AppLibraryWebPlugin: WebPlugin {
    public static let name = AppLibraryFeature.name
    public static let title = AppLibraryFeature.title
    public static let summary = AppLibraryFeature.summary
    public static let recordTypes = AppLibraryFeature.recordTypes

    public static func register(_ routes: inout WebRoutes) {
        routes.get("/apps", AppLibraryPage.show)
        routes.get("/apps/search", AppSearchPage.show)
        // The library's address before it became the app's first page.
        routes.get("/apps/library") { _ in .redirect("/apps") }
        routes.get("/apps/:id", AppDetailPage.show)
        routes.post("/apps/:id/toggle", AppDetailPage.toggle)
        routes.get("/apps/:id/review", AppReviewPage.show)
        routes.post("/apps/:id/review", AppReviewPage.submit)
    }
}

extension WebRequest {
    /// The library and reviews of this server's store.
    var library: LibraryRepository {
        get throws { try dependencies.shared { try LibraryRepository(store: $0.records, dates: $0.dates, ids: $0.ids) } }
    }

    /// The iTunes API at `MOSAIC_ITUNES_URL` (default: the real one).
    func itunes() throws -> ITunesClient {
        try dependencies.shared { dependencies throws(UserError) in
            ITunesClient(http: dependencies.http, baseURL: try dependencies.services.itunesBaseURL.get() ?? ITunesClient.defaultBaseURL)
        }
    }
}
