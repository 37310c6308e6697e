import CommandKit
import Core
import Photobox

extension CommandContext {
    /// Liked photos in this run's stores.
    var likes: PhotoLikes {
        get throws { try dependencies.shared { try PhotoLikes(store: $0.records, blobs: $0.blobs, dates: $0.dates) } }
    }

    /// The profile in this run's settings.
    var profiles: ProfileRepository {
        get throws {
            let likes = try likes
            return try dependencies.shared { try ProfileRepository(settings: $0.settings, likes: likes) }
        }
    }

    /// The Unsplash API for `UNSPLASH_ACCESS_KEY` at `MOSAIC_UNSPLASH_URL` (no key: exit 77).
    func unsplash() throws -> UnsplashClient {
        try dependencies.shared { dependencies throws(UserError) in
            try UnsplashClient(http: dependencies.http, checkingKey: dependencies.services.unsplashAccessKey,
                               baseURL: try dependencies.services.unsplashBaseURL.get() ?? UnsplashClient.defaultBaseURL)
        }
    }

    /// Fails with "create a profile first" before onboarding, as the app routed to it.
    @discardableResult
    func requireProfile() async throws -> Profile {
        try await profiles.require()
    }
}
