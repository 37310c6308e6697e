import Core
import Foundation
import Persistence

/// The goal add/edit screen's fields.
public struct GoalForm: Sendable, Equatable {
    public var categoryID: RecordID<HabitCategory>
    public var title: String
    public var subtitle: String
    /// Nil until a period is picked (the seed defaulted to today–today).
    public var period: GoalPeriod?
    public var window: CertificationWindow
    public var schedule: GoalSchedule
    /// A measurable goal's unit and target; nil for a goal a photo alone certifies.
    public var measure: GoalMeasure?
    /// Who keeps it, for a goal the household keeps together; nil for one's own.
    public var keptBy: GoalKeepers?

    public init(
        categoryID: RecordID<HabitCategory>, title: String = "", subtitle: String = "", period: GoalPeriod? = nil,
        window: CertificationWindow = .standard, schedule: GoalSchedule = .everyDay, measure: GoalMeasure? = nil,
        keptBy: GoalKeepers? = nil
    ) {
        self.keptBy = keptBy
        self.categoryID = categoryID
        self.title = title
        self.subtitle = subtitle
        self.period = period
        self.window = window
        self.schedule = schedule
        self.measure = measure
    }

    /// The form showing a saved goal, for editing.
    public init(_ goal: Goal) {
        self.init(
            categoryID: goal.categoryID, title: goal.title, subtitle: goal.subtitle, period: goal.period,
            window: goal.window, schedule: goal.schedule, measure: goal.measure, keptBy: goal.keptBy)
    }

    /// Why it cannot be saved, in field order: `otherTitles` are the other goals' titles
    /// in the category; a new goal cannot start before today; and the goal, counted from
    /// `moment` (now for a new goal, its creation for an edit), needs at least one day
    /// that can still be certified.
    public func problems(otherTitles: [String], isNew: Bool, from moment: Date, in timeZone: TimeZone) -> [Message] {
        let today = CalendarDay(moment, in: timeZone)
        var problems: [Message] = []
        let title = title.trimmingWhitespace
        if title.isEmpty {
            problems.append(HabitsMessages.emptyTitle)
        } else if otherTitles.contains(where: { $0.caseInsensitiveCompare(title) == .orderedSame }) {
            problems.append(HabitsMessages.duplicateGoal)
        }
        if period == nil { problems.append(HabitsMessages.periodPlaceholder) }
        if let period, !period.start.isSupported || !period.end.isSupported {
            problems.append(HabitsMessages.periodOutOfRange)
        }
        if isNew, let period, period.start < today { problems.append(HabitsMessages.startBeforeToday) }
        if schedule.isEmpty {
            problems.append(HabitsMessages.noDays)
        } else if let period, problems.isEmpty {
            let minute = CertificationRule.minuteOfDay(moment, in: timeZone)
            if period.certificationDays(schedule).isEmpty {
                problems.append(HabitsMessages.noCertificationDay(period, schedule))
            } else if period.certifiableDays(schedule, window: window, from: today, minute: minute).isEmpty {
                problems.append(HabitsMessages.noCertifiableDay(window, from: today))
            }
        }
        return problems
    }
}
