import FeatureContract
import Habits

/// A member's secret calendar (`/calendar/<token>.ics`): the goals they keep, each a recurring
/// event with its alarm, as `mosaic habits reminders export` writes them.
extension HabitsWebPlugin: CalendarSource {
    public static func calendar(_ dependencies: FeatureDependencies) async throws -> String {
        let habits = try dependencies.shared(HabitsRepository.init)
        return ReminderCalendar.render(
            try await habits.keptGoals(), categories: try await habits.categories(), stamp: dependencies.dates.now(),
            language: dependencies.language)
    }
}
