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
        routes.get(AppLibraryRoutes.library, AppLibraryPage.show)
        routes.get(AppLibraryRoutes.search, AppSearchPage.show)
        // The library's address before it became the app's first page.
        routes.get(AppLibraryRoutes.libraryAlias) { _ in .redirect(AppLibraryRoutes.library.path) }
        routes.get(AppLibraryRoutes.app, AppDetailPage.show)
        routes.post(AppLibraryRoutes.toggle, AppDetailPage.toggle)
        routes.get(AppLibraryRoutes.review, AppReviewPage.show)
        routes.post(AppLibraryRoutes.review, AppReviewPage.submit)
    }
}
