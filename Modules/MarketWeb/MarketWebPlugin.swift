import Core
import FeatureContract
import Market
import Persistence
import WebKit

/// Market in the browser: the listing form with its live "still missing" line and the
/// seed's alert, and the listings with filters and search.
public enum MarketWebPlugin: WebPlugin {
    public static let feature: any Feature.Type = MarketFeature.self

    public static func register(_ routes: inout WebRoutes) {
        routes.get(MarketRoutes.listings, MarketListingsPage.show)
        routes.get(MarketRoutes.new, MarketFormPage.show)
        routes.post(MarketRoutes.new, MarketFormPage.submit)
        routes.get(MarketRoutes.listing, MarketListingPage.show)
        routes.post(MarketRoutes.status, MarketListingPage.changeStatus)
        routes.get(MarketRoutes.edit, MarketEditPage.show)
        routes.post(MarketRoutes.edit, MarketEditPage.save)
        routes.get(MarketRoutes.delete, MarketListingPage.confirmDelete)
        routes.post(MarketRoutes.delete, MarketListingPage.delete)
    }
}
