import Foundation
import Persistence

/// A habit to certify: in one category (by id, not by title: seed bug 2), over an
/// inclusive period, on some weekdays or a number of times a week or month, inside a daily
/// window.
public struct Goal: Record, Equatable {
    public static let collection = "habits_goal"
    public static let indexedFields = [Fields.categoryID, Fields.createdAt]

    public let id: RecordID<Goal>
    public var categoryID: RecordID<HabitCategory>
    public var title: String
    public var subtitle: String
    public var period: GoalPeriod
    public var window: CertificationWindow
    public var schedule: GoalSchedule
    public let createdAt: Date
    /// Days marked skipped (a holiday, a sick day): not asked for, so they break no streak;
    /// nil for none (goals stored before skip days read so).
    public var skipped: [CalendarDay]?
    /// What a measurable goal counts and the target a day's value must meet; nil for a goal
    /// a photo alone certifies.
    public var measure: GoalMeasure?
    /// Kept with its history but no longer asked for (an archived Loop habit); nil for no.
    public var archived: Bool?
    /// Who keeps it when the household shares it; nil for the owner's own goal.
    public var keptBy: GoalKeepers?

    /// Whether it is archived.
    public var isArchived: Bool { archived ?? false }

    /// The skipped days.
    public var skippedDays: Set<CalendarDay> { Set(skipped ?? []) }

    enum CodingKeys: String, CodingKey {
        // "days": stored goals from before `times` schedules read as weekday schedules.
        case id, categoryID, title, subtitle, period, window
        case schedule = "days"
        case createdAt, skipped, measure, archived, keptBy
    }

    public init(
        id: RecordID<Goal>, categoryID: RecordID<HabitCategory>, title: String, subtitle: String, period: GoalPeriod,
        window: CertificationWindow, schedule: GoalSchedule, createdAt: Date, measure: GoalMeasure? = nil,
        keptBy: GoalKeepers? = nil
    ) {
        self.keptBy = keptBy
        self.id = id
        self.categoryID = categoryID
        self.title = title
        self.subtitle = subtitle
        self.period = period
        self.window = window
        self.schedule = schedule
        self.createdAt = createdAt
        self.measure = measure
    }

    /// Whether a certification counts towards progress, streaks and strength: any does,
    /// but on a measurable goal only one whose value meets the target.
    public func counts(_ photo: CertificationPhoto) -> Bool {
        counts(value: photo.value)
    }

    /// Whether a certification with `value` counts towards progress.
    func counts(value: Double?) -> Bool {
        measure.map { $0.isMet(value) } ?? true
    }

    /// The certification days that could still be certified when the goal was created
    /// (a day whose window had closed by then never counts against it).
    public func certifiableDays(in timeZone: TimeZone) -> [CalendarDay] {
        period.days.filter(isCertifiable(in: timeZone))
    }

    /// Whether a day is one of `certifiableDays`, the day of creation and the skipped days
    /// worked out once: a goal's progress asks it of each day of its period.
    func isCertifiable(in timeZone: TimeZone) -> (CalendarDay) -> Bool {
        let (period, schedule, window, skipped) = (period, schedule, window, skippedDays)
        let created = CalendarDay(createdAt, in: timeZone)
        let minute = CertificationRule.minuteOfDay(createdAt, in: timeZone)
        return { day in
            period.isCertifiable(day, schedule, window: window, from: created, minute: minute)
                && (skipped.isEmpty || !skipped.contains(day))
        }
    }

    /// The period in the schedule's weeks or months (a day each on weekdays), each asking
    /// for as many days as could still be certified in it when the goal was created.
    public func quotas(in timeZone: TimeZone) -> [GoalSchedule.Quota] {
        let certifiable = Set(certifiableDays(in: timeZone))
        return schedule.quotas(in: period, counting: certifiable.contains)
    }

    /// How many days the goal asks for: its certifiable days, at most the schedule's
    /// count in each week or month.
    public func target(in timeZone: TimeZone) -> Int { quotas(in: timeZone).reduce(0) { $0 + $1.times } }
}

extension Goal {
    /// The fields its queries name, from its coding keys.
    enum Fields {
        static let categoryID = RecordField<Goal>(CodingKeys.categoryID)
        static let createdAt = RecordField<Goal>(CodingKeys.createdAt)
        static let title = RecordField<Goal>(CodingKeys.title)
        static let subtitle = RecordField<Goal>(CodingKeys.subtitle)
        static let period = RecordField<Goal>(CodingKeys.period)
        static let window = RecordField<Goal>(CodingKeys.window)
        static let schedule = RecordField<Goal>(CodingKeys.schedule)
        static let skipped = RecordField<Goal>(CodingKeys.skipped)
        static let measure = RecordField<Goal>(CodingKeys.measure)
    }
}
