import Core
import FeatureContract
import Persistence

/// What every front says about the feature: its name in commands and addresses, its
/// title, one line about it, and the record types it stores.
public enum AppLibraryFeature: Feature {
    /// The name in commands and addresses (`mosaic apps`, `/apps`).
    public static let name = "apps"
    /// The title on the web app's home page and navigation.
    public static let title = Message(en: "Apps", ko: "앱 보관함")
    /// One line for `mosaic features` and the home page.
    public static let summary = Message(
        en: "AppLibrary: search the App Store (iTunes), keep a library by genre, write reviews",
        ko: "앱 보관함: 앱 스토어(iTunes) 검색, 장르별 보관함, 리뷰 작성"
    )
    /// Every record type the feature stores.
    public static let recordTypes: [any Record.Type] = [LibraryApp.self, AppReview.self]
}

extension FeatureContext {
    /// The library and reviews of this run's stores.
    public var library: LibraryRepository {
        get throws { try dependencies.shared(LibraryRepository.init) }
    }

    /// The apps whose updates `outdated` leaves out.
    public var ignoredUpdates: IgnoredUpdates {
        get throws { IgnoredUpdates(settings: try dependencies.settings) }
    }

    /// The iTunes API at `MOSAIC_ITUNES_URL` (default: the real one); a malformed URL
    /// is a usage error of this feature alone.
    public func itunes() throws -> ITunesClient {
        try dependencies.shared(ITunesClient.init)
    }
}

extension LibraryRepository {
    /// The library and reviews of a run's stores.
    public init(_ dependencies: FeatureDependencies) throws {
        self.init(store: try dependencies.records, dates: dependencies.dates, ids: dependencies.ids)
    }
}

extension ITunesClient {
    /// The iTunes API at `MOSAIC_ITUNES_URL` (default: the real one); a malformed URL is a
    /// usage error of this feature alone.
    public init(_ dependencies: FeatureDependencies) throws(UserError) {
        self.init(
            http: dependencies.http,
            baseURL: try HTTPSettings.baseURL("MOSAIC_ITUNES_URL", in: dependencies.environment)
                ?? ITunesClient.defaultBaseURL)
    }
}
