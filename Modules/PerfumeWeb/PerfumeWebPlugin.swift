import Core
import FeatureContract
import PageKit
import Perfume
import Persistence

/// Perfume in the browser: the journal grid, search as you type, detail with the wish
/// heart, and the compose form with a photo.
public enum PerfumeWebPlugin: WebPlugin {
    public static let feature: any Feature.Type = PerfumeFeature.self

    public static func register(_ routes: inout WebRoutes, _ dependencies: FeatureDependencies) {
        let perfumes = Provided(dependencies, PerfumeRepository.init)
        let journal = PerfumeJournalPage(perfumes: perfumes)
        let search = PerfumeSearchPage(perfumes: perfumes, clock: dependencies.clock)
        let compose = PerfumeComposePage(perfumes: perfumes, dates: dependencies.dates)
        let gift = PerfumeGiftSection(claims: Provided(dependencies, GiftClaims.init))
        let detail = PerfumeDetailPage(perfumes: perfumes, gift: gift, clock: dependencies.clock)
        routes.get(PerfumeRoutes.journal, journal.show)
        routes.get(PerfumeRoutes.search, search.show)
        routes.get(PerfumeRoutes.new, compose.create)
        routes.post(PerfumeRoutes.new, compose.submitCreate)
        routes.get(PerfumeRoutes.entry, detail.show)
        routes.get(PerfumeRoutes.edit, compose.edit)
        routes.post(PerfumeRoutes.edit, compose.submitEdit)
        routes.post(PerfumeRoutes.wish, detail.toggleWish)
        routes.post(PerfumeRoutes.claim, gift.claim)
        routes.post(PerfumeRoutes.unclaim, gift.unclaim)
        routes.post(PerfumeRoutes.received, gift.received)
        routes.get(PerfumeRoutes.delete, detail.confirmDelete)
        routes.post(PerfumeRoutes.delete, detail.delete)
    }
}
