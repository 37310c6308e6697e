import Persistence

/// One goal as its page and `goal show` present it, assembled once by the repository: the
/// goal, its category, progress and streaks, whether it may be certified now, and a month.
public struct GoalDetail: Sendable {
    /// The goal.
    public let goal: Goal
    /// Its category.
    public let category: HabitCategory
    /// Target, certified days and streaks as of today.
    public let progress: GoalProgress
    /// Whether the goal may be certified now, and why not.
    public let rule: CertificationRule
    /// The days certified, every month (on a measurable goal, met or not).
    public let certified: Set<CalendarDay>
    /// The month shown.
    public let month: GoalMonth
    /// On a measurable goal, the value certified today (nil when none, or unmeasured).
    public var todaysValue: Double? = nil
}

extension HabitsRepository {
    /// The goal `id` names, with the month holding `month` (this month when nil).
    public func detail(of id: RecordID<Goal>, month: CalendarDay? = nil) async throws -> GoalDetail {
        let goal = try await goal(id)
        let photos = try await progressPhotos(of: [goal])
        let certified = Set(photos.map(\.day))
        let rule = try await rule(for: goal)
        var detail = GoalDetail(
            goal: goal, category: try await category(goal.categoryID), progress: try await progress(of: goal),
            rule: rule, certified: certified,
            month: GoalMonth(
                goal, month: month ?? today, certified: certified,
                imported: Set(photos.filter(\.isImported).map(\.day)),
                unmet: Set(photos.filter { !goal.counts($0) }.map(\.day)), today: today,
                todayClosed: rule == .afterWindow, certifiable: Set(goal.certifiableDays(in: timeZone))))
        let today = self.today
        detail.todaysValue = goal.measure == nil ? nil : photos.first { $0.day == today }?.value
        return detail
    }
}
