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
        routes.get("/perfume", PerfumeJournalPage.show)
        routes.get("/perfume/search", PerfumeSearchPage.show)
        routes.get("/perfume/new", PerfumeComposePage.create)
        routes.post("/perfume/new", PerfumeComposePage.submitCreate)
        routes.get("/perfume/:id", PerfumeDetailPage.show)
        routes.get("/perfume/:id/edit", PerfumeComposePage.edit)
        routes.post("/perfume/:id/edit", PerfumeComposePage.submitEdit)
        routes.post("/perfume/:id/wish", PerfumeDetailPage.toggleWish)
        routes.get("/perfume/:id/delete", PerfumeDetailPage.confirmDelete)
        routes.post("/perfume/:id/delete", PerfumeDetailPage.delete)
    }
}
