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
        routes.get("/market", MarketListingsPage.show)
        routes.get("/market/new", MarketFormPage.show)
        routes.post("/market/new", MarketFormPage.submit)
        routes.get("/market/:id", MarketListingPage.show)
        routes.post("/market/:id/status", MarketListingPage.changeStatus)
        routes.get("/market/:id/edit", MarketEditPage.show)
        routes.post("/market/:id/edit", MarketEditPage.save)
        routes.get("/market/:id/delete", MarketListingPage.confirmDelete)
        routes.post("/market/:id/delete", MarketListingPage.delete)
    }
}
