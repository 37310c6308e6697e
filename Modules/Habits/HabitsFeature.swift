import Core
import FeatureContract
import Persistence

/// What every front says about the feature: its name in commands and addresses, its
/// title, one line about it, and the record types it stores.
public enum HabitsFeature: Feature {
    /// The name in commands and addresses (`mosaic habits`, `/habits`).
    public static let name = "habits"
    /// The title on the web app's home page and navigation.
    public static let title = Message(en: "Habits", ko: "습관")
    /// One line for `mosaic features` and the home page.
    public static let summary = Message(
        en: "Habits: goals in categories, certified by photos inside their time windows; album and reminders",
        ko: "습관: 카테고리별 목표, 인증 시간 안에 사진으로 인증, 앨범과 알림"
    )
    /// Every record type the feature stores.
    public static let recordTypes: [any Record.Type] = [
        HabitCategory.self, Goal.self, CertificationPhoto.self, GoalLeave.self,
    ]
}

extension FeatureContext {
    /// Categories, goals and photos in this run's stores; "today" and windows in the
    /// machine's time zone (`TZ`).
    public var habits: HabitsRepository {
        get throws { try dependencies.shared(HabitsRepository.init) }
    }
}

extension HabitsRepository {
    /// The habits of a run's stores.
    public init(_ dependencies: FeatureDependencies) throws {
        self.init(
            store: try dependencies.records, blobs: try dependencies.blobs, dates: dependencies.dates,
            ids: dependencies.ids)
    }
}
