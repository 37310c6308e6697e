import Core
import Foundation
import Habits
import Persistence
import PersistenceSQLite
import TestSupport

/// Habits on an in-memory store with a movable "now" (UTC).
struct HabitsFixture {
    let storage: SQLiteStorage
    let now: LockedValue<Date>
    let repository: HabitsRepository

    init(now iso: String = "2024-05-01T09:30:00Z", records: ((any RecordStore) -> any RecordStore)? = nil) throws {
        storage = try SQLiteStorage.inMemory(recordTypes: HabitsFeature.recordTypes)
        let now = LockedValue(DateProvider.parseISO8601(iso)!)
        self.now = now
        repository = HabitsRepository(
            store: records?(storage.records) ?? storage.records, blobs: storage.blobs,
            dates: DateProvider(timeZone: .gmt) { now.value }, ids: .sequential(prefix: "h"))
    }

    func set(_ iso: String) { now.withLock { $0 = DateProvider.parseISO8601(iso)! } }

    static func day(_ text: String) -> CalendarDay { CalendarDay(text)! }

    static func period(_ from: String, _ to: String) -> GoalPeriod { try! GoalPeriod(start: day(from), end: day(to)) }

    /// A goal in a new (or the named) category.
    func goal(
        _ title: String = "물 마시기", category: String = "건강", from: String = "2024-05-01", to: String = "2024-05-31",
        days: WeekdaySet = .everyDay, schedule: GoalSchedule? = nil, window: String = "09:00-21:00"
    ) async throws -> Goal {
        let existing = try? await repository.category(category)
        let category = if let existing { existing } else { try await repository.addCategory(category) }
        return try await repository.addGoal(
            GoalForm(
                categoryID: category.id, title: title, period: Self.period(from, to),
                window: CertificationWindow(argument: window), schedule: schedule ?? .weekdays(days)))
    }

    static let jpeg = try! ImageFile(data: ImageFixtures.jpeg)

    func files() async throws -> [String] { try await storage.blobs.list(prefix: "habits").map(\.rawValue) }
}
