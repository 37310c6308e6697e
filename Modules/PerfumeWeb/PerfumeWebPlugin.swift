import Core
import Perfume
import Persistence
import WebKit

/// Perfume in the browser: the journal grid, search as you type, detail with the wish
/// heart, and the compose form with a photo.
public enum PerfumeWebPlugin: WebPlugin {
    public static let name = PerfumeFeature.name
    public static let title = PerfumeFeature.title
    public static let summary = PerfumeFeature.summary
    public static let recordTypes = PerfumeFeature.recordTypes

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

extension WebRequest {
    /// The journal of this server's stores.
    var perfumes: PerfumeRepository {
        get throws { try dependencies.shared { try PerfumeRepository(store: $0.records, blobs: $0.blobs, dates: $0.dates, ids: $0.ids) } }
    }
}
