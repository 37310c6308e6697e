import Core
import FeatureContract
import Perfume
import Persistence
import WebKit

/// Perfume in the browser: the journal grid, search as you type, detail with the wish
/// heart, and the compose form with a photo.
public enum PerfumeWebPlugin: WebPlugin {
    public static let feature: any Feature.Type = PerfumeFeature.self

    public static func register(_ routes: inout WebRoutes) {
        routes.get(PerfumeRoutes.journal, PerfumeJournalPage.show)
        routes.get(PerfumeRoutes.search, PerfumeSearchPage.show)
        routes.get(PerfumeRoutes.new, PerfumeComposePage.create)
        routes.post(PerfumeRoutes.new, PerfumeComposePage.submitCreate)
        routes.get(PerfumeRoutes.entry, PerfumeDetailPage.show)
        routes.get(PerfumeRoutes.edit, PerfumeComposePage.edit)
        routes.post(PerfumeRoutes.edit, PerfumeComposePage.submitEdit)
        routes.post(PerfumeRoutes.wish, PerfumeDetailPage.toggleWish)
        routes.get(PerfumeRoutes.delete, PerfumeDetailPage.confirmDelete)
        routes.post(PerfumeRoutes.delete, PerfumeDetailPage.delete)
    }
}
