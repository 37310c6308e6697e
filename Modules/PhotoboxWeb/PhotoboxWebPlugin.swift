import Core
import FeatureContract
import Persistence
import Photobox
import WebKit

/// Photobox in the browser: onboarding and the profile, the four tabs (topics, random,
/// search, likes) and a photo's detail with its 30-day chart. The Unsplash key stays on
/// the server; liked photos show from the local files, offline too.
public enum PhotoboxWebPlugin: WebPlugin {
    public static let feature: any Feature.Type = PhotoboxFeature.self

    public static func register(_ routes: inout WebRoutes) {
        routes.get("/photos", TopicTabPage.show)
        routes.get("/photos/onboarding", OnboardingPage.show)
        routes.get("/photos/profile/new", ProfilePage.create)
        routes.get("/photos/profile", ProfilePage.edit)
        routes.post("/photos/profile", ProfilePage.submit)
        routes.post("/photos/profile/delete", ProfilePage.delete)
        routes.get("/photos/random", RandomTabPage.show)
        routes.get("/photos/search", SearchTabPage.show)
        routes.get("/photos/likes", LikesTabPage.show)
        routes.get("/photos/:id", PhotoDetailPage.show)
        routes.post("/photos/:id/like", PhotoDetailPage.toggleLike)
    }
}
