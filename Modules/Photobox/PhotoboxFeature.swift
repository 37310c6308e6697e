import Core
import FeatureContract
import Persistence

/// What every front says about the feature: its name in commands and addresses, its
/// title, one line about it, and the record types it stores.
public enum PhotoboxFeature: Feature {
    /// The name in commands and addresses (`mosaic photos`, `/photos`).
    public static let name = "photos"
    /// The title on the web app's home page and navigation.
    public static let title = Message(en: "Photobox", ko: "포토박스")
    /// One line for `mosaic features` and the home page.
    public static let summary = Message(
        en: "Photobox: Unsplash topics, random photos and search; likes kept offline; a profile",
        ko: "포토박스: Unsplash 토픽, 랜덤 사진, 검색, 오프라인 좋아요, 프로필"
    )
    /// Every record type the feature stores.
    public static let recordTypes: [any Record.Type] = [LikedPhoto.self]
}

extension FeatureContext {
    /// Liked photos in this run's stores.
    public var likes: PhotoLikes {
        get throws { try dependencies.shared(PhotoLikes.init) }
    }

    /// The profile in this run's settings.
    public var profiles: ProfileRepository {
        get throws {
            let likes = try likes
            return try dependencies.shared { try ProfileRepository(settings: $0.settings, likes: likes) }
        }
    }

    /// The Unsplash API for `UNSPLASH_ACCESS_KEY` at `MOSAIC_UNSPLASH_URL` (no key: exit 77).
    /// The key is used only here, on this side, and never written into a page.
    public func unsplash() throws -> UnsplashClient {
        try dependencies.shared(UnsplashClient.init)
    }

    /// The saved profile, or nil before onboarding.
    public func profile() async throws -> Profile? {
        try await profiles.load()
    }

    /// Fails with "create a profile first" before onboarding, as the app routed to it.
    @discardableResult
    public func requireProfile() async throws -> Profile {
        try await profiles.require()
    }
}

extension PhotoLikes {
    /// The liked photos of a run's stores.
    public init(_ dependencies: FeatureDependencies) throws {
        self.init(store: try dependencies.records, blobs: try dependencies.blobs, dates: dependencies.dates)
    }
}

extension UnsplashClient {
    /// The Unsplash API for `UNSPLASH_ACCESS_KEY` at `MOSAIC_UNSPLASH_URL` (no key: exit 77).
    /// The key is used only here, on this side, and never written into a page.
    public init(_ dependencies: FeatureDependencies) throws(UserError) {
        try self.init(
            http: dependencies.http, checkingKey: dependencies.environment["UNSPLASH_ACCESS_KEY"],
            baseURL: try HTTPSettings.baseURL("MOSAIC_UNSPLASH_URL", in: dependencies.environment)
                ?? UnsplashClient.defaultBaseURL)
    }
}
