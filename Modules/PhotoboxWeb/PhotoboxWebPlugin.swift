import Core
import Persistence
import Photobox
import WebKit

/// Photobox in the browser: onboarding and the profile, the four tabs (topics, random,
/// search, likes) and a photo's detail with its 30-day chart. The Unsplash key stays on
/// the server; liked photos show from the local files, offline too.
public enum PhotoboxWebPlugin: WebPlugin {
    public static let name = PhotoboxFeature.name
    public static let title = PhotoboxFeature.title
    public static let summary = PhotoboxFeature.summary
    public static let recordTypes = PhotoboxFeature.recordTypes

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

extension WebRequest {
    /// Liked photos in this server's stores.
    var likes: PhotoLikes {
        get throws { try dependencies.shared { try PhotoLikes(store: $0.records, blobs: $0.blobs, dates: $0.dates) } }
    }

    /// The profile in this server's settings.
    var profiles: ProfileRepository {
        get throws {
            let likes = try likes
            return try dependencies.shared { try ProfileRepository(settings: $0.settings, likes: likes) }
        }
    }

    /// The Unsplash API for `UNSPLASH_ACCESS_KEY` at `MOSAIC_UNSPLASH_URL`; the key is
    /// used here, on the server, and never written into a page.
    func unsplash() throws -> UnsplashClient {
        try dependencies.shared { dependencies throws(UserError) in
            try UnsplashClient(http: dependencies.http, checkingKey: dependencies.services.unsplashAccessKey,
                               baseURL: try dependencies.services.unsplashBaseURL.get() ?? UnsplashClient.defaultBaseURL)
        }
    }

    /// The tabs need a profile, as the app's launch routing did: without one, the tab
    /// page is onboarding instead.
    func profile() async throws -> Profile? {
        try await profiles.load()
    }
}
