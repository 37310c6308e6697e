import Core
import FeatureContract
import Market
import PageKit
import Persistence

/// Market in the browser: the listing form with its live "still missing" line and the
/// seed's alert, and the listings with filters and search.
public enum MarketWebPlugin: WebPlugin {
    public static let feature: any Feature.Type = MarketFeature.self

    public static func register(_ routes: inout WebRoutes, _ dependencies: FeatureDependencies) {
        let listings = Provided(dependencies, ListingRepository.init)
        let list = MarketListingsPage(listings: listings, clock: dependencies.clock)
        let form = MarketFormPage(listings: listings, drafts: Provided(dependencies, ListingDrafts.init))
        let listing = MarketListingPage(listings: listings)
        let edit = MarketEditPage(listings: listings)
        routes.get(MarketRoutes.listings, list.show)
        routes.get(MarketRoutes.stats, MarketStatsPage(listings: listings).show)
        routes.get(MarketRoutes.new, form.show)
        routes.post(MarketRoutes.new, form.submit)
        routes.get(MarketRoutes.listing, listing.show)
        routes.post(MarketRoutes.status, listing.changeStatus)
        routes.get(MarketRoutes.edit, edit.show)
        routes.post(MarketRoutes.edit, edit.save)
        routes.get(MarketRoutes.delete, listing.confirmDelete)
        routes.post(MarketRoutes.delete, listing.delete)
    }
}
