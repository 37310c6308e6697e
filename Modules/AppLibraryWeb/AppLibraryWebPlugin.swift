import AppLibrary
import Core
import FeatureContract
import Persistence
import WebKit

/// AppLibrary in the browser: iTunes search with paging, an app's page with its
/// screenshots and reviews, get and remove, the library by genre, and writing a review.
public enum AppLibraryWebPlugin: WebPlugin {
    public static let feature: any Feature.Type = AppLibraryFeature.self

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
