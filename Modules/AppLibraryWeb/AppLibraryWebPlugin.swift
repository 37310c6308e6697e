import AppLibrary
import Core
import FeatureContract
import PageKit
import Persistence

/// AppLibrary in the browser: iTunes search with paging, an app's page with its
/// screenshots and reviews, get and remove, the library by genre, and writing a review.
public enum AppLibraryWebPlugin: WebPlugin {
    public static let feature: any Feature.Type = AppLibraryFeature.self

    public static func register(_ routes: inout WebRoutes, _ dependencies: FeatureDependencies) {
        let library = Provided(dependencies, LibraryRepository.init)
        let itunes = Provided(dependencies) { dependencies throws in try ITunesClient(dependencies) }
        let detail = AppDetailPage(library: library, itunes: itunes)
        let review = AppReviewPage(library: library)
        routes.get(AppLibraryRoutes.library, AppLibraryPage(library: library, clock: dependencies.clock).show)
        routes.get(
            AppLibraryRoutes.search, AppSearchPage(library: library, itunes: itunes, clock: dependencies.clock).show)
        // The library's address before it became the app's first page.
        routes.get(AppLibraryRoutes.libraryAlias) { _ in .redirect(AppLibraryRoutes.library.path) }
        routes.get(AppLibraryRoutes.app, detail.show)
        routes.post(AppLibraryRoutes.toggle, detail.toggle)
        routes.get(AppLibraryRoutes.review, review.show)
        routes.post(AppLibraryRoutes.review, review.submit)
    }
}
