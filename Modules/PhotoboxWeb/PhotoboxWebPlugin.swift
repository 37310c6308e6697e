import Core
import FeatureContract
import PageKit
import Persistence
import Photobox

/// Photobox in the browser: onboarding and the profile, the four tabs (topics, random,
/// search, likes) and a photo's detail with its 30-day chart. The Unsplash key stays on
/// the server; liked photos show from the local files, offline too.
public enum PhotoboxWebPlugin: WebPlugin {
    public static let feature: any Feature.Type = PhotoboxFeature.self

    public static func register(_ routes: inout WebRoutes, _ dependencies: FeatureDependencies) {
        let likes = Provided(dependencies, PhotoLikes.init)
        let profiles = Provided(dependencies) { try ProfileRepository(settings: $0.settings, likes: likes()) }
        let unsplash = Provided(dependencies) { dependencies throws in try UnsplashClient(dependencies) }
        let tab = UnsplashTab(
            profiles: profiles, likes: likes, unsplash: unsplash, settings: Provided(dependencies) { try $0.settings })
        let profile = ProfilePage(profiles: profiles)
        let detail = PhotoDetailPage(likes: likes, unsplash: unsplash)
        routes.get(PhotoboxRoutes.topics, TopicTabPage(tab: tab).show)
        routes.get(PhotoboxRoutes.onboarding, OnboardingPage(profiles: profiles).show)
        routes.get(PhotoboxRoutes.newProfile, profile.create)
        routes.get(PhotoboxRoutes.profile, profile.edit)
        routes.post(PhotoboxRoutes.profile, profile.submit)
        routes.post(PhotoboxRoutes.deleteProfile, profile.delete)
        routes.get(PhotoboxRoutes.random, RandomTabPage(tab: tab).show)
        routes.get(PhotoboxRoutes.search, SearchTabPage(tab: tab).show)
        routes.get(PhotoboxRoutes.likes, LikesTabPage(profiles: profiles, likes: likes).show)
        routes.get(PhotoboxRoutes.photo, detail.show)
        routes.post(PhotoboxRoutes.like, detail.toggleLike)
    }
}
