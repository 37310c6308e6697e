import Core
import FeatureContract
import Persistence

/// What every front says about the feature: its name in commands and addresses, its
/// title, one line about it, and the record types it stores.
public enum PerfumeFeature: Feature {
    /// The name in commands and addresses (`mosaic perfume`, `/perfume`).
    public static let name = "perfume"
    /// The title on the web app's home page and navigation.
    public static let title = Message(en: "Perfume", ko: "향기")
    /// One line for `mosaic features` and the home page.
    public static let summary = Message(
        en: "Perfume: a scent test-strip journal with photos, wishes, search and export",
        ko: "향기: 사진·찜·검색·내보내기가 되는 시향지 기록장"
    )
    /// Every record type the feature stores.
    public static let recordTypes: [any Record.Type] = [PerfumeEntry.self, GiftClaim.self]
}

extension FeatureContext {
    /// The journal of this run's stores.
    public var perfumes: PerfumeRepository {
        get throws { try dependencies.shared(PerfumeRepository.init) }
    }
}

extension FeatureContext {
    /// The household's gift claims, as this run's member sees them.
    public var giftClaims: GiftClaims {
        get throws { try dependencies.shared(GiftClaims.init) }
    }
}

extension GiftClaims {
    /// The claims of a run's stores.
    public init(_ dependencies: FeatureDependencies) throws {
        self.init(store: try dependencies.records, dates: dependencies.dates)
    }
}

extension PerfumeRepository {
    /// The journal of a run's stores.
    public init(_ dependencies: FeatureDependencies) throws {
        self.init(
            store: try dependencies.records, blobs: try dependencies.blobs, dates: dependencies.dates,
            ids: dependencies.ids)
    }
}
