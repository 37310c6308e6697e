import Core
import FeatureContract
import Persistence

/// What every front says about the feature: its name in commands and addresses, its
/// title, one line about it, and the record types it stores.
public enum MarketFeature: Feature {
    /// The name in commands and addresses (`mosaic market`, `/market`).
    public static let name = "market"
    /// The title on the web app's home page and navigation.
    public static let title = Message(en: "Market", ko: "중고거래")
    /// One line for `mosaic features` and the home page.
    public static let summary = Message(
        en: "Market: write used-goods listings (title, category, price, description) and keep them",
        ko: "중고거래: 중고 물품 글(제목, 카테고리, 가격, 내용)을 쓰고 보관합니다"
    )
    /// Every record type the feature stores.
    public static let recordTypes: [any Record.Type] = [Listing.self]
}

extension FeatureContext {
    /// The listings of this run's stores.
    public var listings: ListingRepository {
        get throws { try dependencies.shared(ListingRepository.init) }
    }

    /// The listing being written, kept until it is posted.
    public var listingDrafts: ListingDrafts {
        get throws { try dependencies.shared(ListingDrafts.init) }
    }
}

extension ListingRepository {
    /// The listings of a run's stores.
    public init(_ dependencies: FeatureDependencies) throws {
        self.init(store: try dependencies.records, dates: dependencies.dates, ids: dependencies.ids)
    }
}

extension ListingDrafts {
    /// The draft kept in a run's settings.
    public init(_ dependencies: FeatureDependencies) throws {
        self.init(settings: try dependencies.settings)
    }
}
