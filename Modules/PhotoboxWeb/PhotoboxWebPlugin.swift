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
        routes.get(PhotoboxRoutes.topics, TopicTabPage.show)
        routes.get(PhotoboxRoutes.onboarding, OnboardingPage.show)
        routes.get(PhotoboxRoutes.newProfile, ProfilePage.create)
        routes.get(PhotoboxRoutes.profile, ProfilePage.edit)
        routes.post(PhotoboxRoutes.profile, ProfilePage.submit)
        routes.post(PhotoboxRoutes.deleteProfile, ProfilePage.delete)
        routes.get(PhotoboxRoutes.random, RandomTabPage.show)
        routes.get(PhotoboxRoutes.search, SearchTabPage.show)
        routes.get(PhotoboxRoutes.likes, LikesTabPage.show)
        routes.get(PhotoboxRoutes.photo, PhotoDetailPage.show)
        routes.post(PhotoboxRoutes.like, PhotoDetailPage.toggleLike)
    }
}
