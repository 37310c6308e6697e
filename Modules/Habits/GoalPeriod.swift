import Core

/// A goal's days, both ends included (the seed left the last day out, bug 4).
public struct GoalPeriod: Sendable, Hashable, Codable {
    public let start: CalendarDay
    public let end: CalendarDay

    public init(start: CalendarDay, end: CalendarDay) throws(UserError) {
        guard start <= end else { throw UserError(HabitsMessages.periodOrder, category: .invalidInput) }
        self.start = start
        self.end = end
    }

    /// How long a new goal lasts when no last day is picked.
    public static let newGoalDays = 30

    /// A new goal's period when only its first day is picked: 30 days, `start` included.
    public static func newGoal(from start: CalendarDay) -> GoalPeriod {
        GoalPeriod(ordered: start, start.adding(days: newGoalDays - 1))
    }

    private init(ordered start: CalendarDay, _ end: CalendarDay) {
        self.start = start
        self.end = end
    }

    public func contains(_ day: CalendarDay) -> Bool { start <= day && day <= end }

    /// Every day of the period, in order.
    public var days: [CalendarDay] { (0...start.days(to: end)).map { start.adding(days: $0) } }

    /// The days that may be certified: those whose weekday is a certification day, or
    /// every day for a goal of some times a week or month.
    public func certificationDays(_ schedule: GoalSchedule) -> [CalendarDay] {
        days.filter(schedule.allows)
    }

    /// The certification days that can still be certified from `day` at `minute` on: the
    /// later ones, and `day` itself while `window` has not closed.
    public func certifiableDays(
        _ schedule: GoalSchedule, window: CertificationWindow, from day: CalendarDay, minute: Int
    )
        -> [CalendarDay]
    {
        days.filter { isCertifiable($0, schedule, window: window, from: day, minute: minute) }
    }

    /// Whether `candidate` is one of `certifiableDays`.
    func isCertifiable(
        _ candidate: CalendarDay, _ schedule: GoalSchedule, window: CertificationWindow, from day: CalendarDay,
        minute: Int
    ) -> Bool {
        contains(candidate) && schedule.allows(candidate)
            && (candidate > day || (candidate == day && minute <= window.end.minutes))
    }

    /// "2024-05-01 ~ 2024-05-31".
    public var summary: String { "\(start) ~ \(end)" }
}
