import Console
import Core
import Photobox

extension CommandContext {
    /// Liked photos in this run's stores.
    var likes: PhotoLikes {
        PhotoLikes(store: records, blobs: blobs, dates: dates)
    }

    /// The profile in this run's settings.
    var profiles: ProfileRepository {
        ProfileRepository(settings: settings, likes: likes)
    }

    /// The Unsplash API for `UNSPLASH_ACCESS_KEY` (none: exit 77).
    func unsplash() throws -> UnsplashClient {
        try UnsplashClient(http: http, environment: environment)
    }

    /// Fails with "create a profile first" before onboarding, as the app routed to it.
    @discardableResult
    func requireProfile() async throws -> Profile {
        try await profiles.require()
    }
}
