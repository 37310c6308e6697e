/// A goal's month as both fronts draw it (the web's calendar, `goal show`'s): the days in
/// weeks, Sunday first, each marked by the goal's rules.
public struct GoalMonth: Sendable, Equatable {
    /// What a day of the month is for the goal.
    public enum Mark: Sendable, Equatable {
        /// A photo certified it.
        case certified
        /// Certified by a day brought from another tracker, without a photo.
        case imported
        /// Certified on a measurable goal with a value short of the target: it does not count.
        case unmet
        /// A day the goal asked for, gone by without a photo (on fixed weekdays; a goal of
        /// some times a week or month is missed by its count, not by a day).
        case missed
        /// Today, asked for and not yet certified, its window still to come or open.
        case todayOpen
        /// Today, asked for and not certified, its window closed.
        case todayClosed
        /// A day to come the goal asks for: a certification day, or for a goal of some times
        /// a week or month a day its count cannot do without (no more days left in its week
        /// or month than photos it still asks for).
        case future
        /// A day of the period the goal does not ask for: another weekday, a day a count
        /// already met does not need, a day to come its count may or may not use, or one that
        /// was never a certification day (its window had closed when the goal was made).
        case notRequired
        /// Marked skipped (a holiday, a sick day): not asked for.
        case skipped
        /// Outside the goal's period.
        case outside
    }

    /// The first day of the month.
    public let first: CalendarDay
    /// The weeks, Sunday first; nil before the 1st and after the last day.
    public let weeks: [[CalendarDay?]]
    private let marks: [CalendarDay: Mark]

    /// `goal`'s month holding `day`, with `certified` days (of which `imported` came without
    /// a photo and `unmet` fell short of a measured goal's target), `today` and whether
    /// today's window has closed (`todayClosed`) deciding the marks; `certifiable`, when
    /// given, the days that could be certified once the goal was made (`Goal.certifiableDays`).
    public init(
        _ goal: Goal, month day: CalendarDay, certified: Set<CalendarDay>, imported: Set<CalendarDay> = [],
        unmet: Set<CalendarDay> = [], today: CalendarDay, todayClosed: Bool = false,
        certifiable: Set<CalendarDay>? = nil
    ) {
        let first = Self.firstDay(of: day)
        var cells: [CalendarDay?] = Array(repeating: nil, count: first.weekday.rawValue)
        var marks: [CalendarDay: Mark] = [:]
        var current = first
        while current.month == first.month {
            cells.append(current)
            marks[current] =
                unmet.contains(current)
                ? .unmet
                : imported.contains(current)
                    ? .imported
                    : Self.mark(
                        current, of: goal, certified: certified, today: today, todayClosed: todayClosed,
                        certifiable: certifiable)
            current = current.adding(days: 1)
        }
        cells += Array(repeating: nil, count: (7 - cells.count % 7) % 7)
        self.first = first
        self.marks = marks
        weeks = stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
    }

    private static func mark(
        _ day: CalendarDay, of goal: Goal, certified: Set<CalendarDay>, today: CalendarDay, todayClosed: Bool,
        certifiable: Set<CalendarDay>?
    ) -> Mark {
        if certified.contains(day) { return .certified }
        guard goal.period.contains(day) else { return .outside }
        if goal.skippedDays.contains(day) { return .skipped }
        guard goal.schedule.allows(day) else { return .notRequired }
        let fixedDays = goal.schedule.weekdays != nil
        // A day gone by that could never have been certified was not missed.
        if day < today { return fixedDays && certifiable?.contains(day) != false ? .missed : .notRequired }
        // A goal of some times a week or month asks for a day while its count is not met:
        // today is a chance; a day to come is asked for only when its count needs every day left.
        guard fixedDays || goal.schedule.hasCountLeft(on: day, in: goal.period, certified: certified) else {
            return .notRequired
        }
        if day == today { return todayClosed ? .todayClosed : .todayOpen }
        if !fixedDays, !goal.schedule.needsEveryDayLeft(on: day, in: goal.period, certified: certified, today: today) {
            return .notRequired
        }
        return .future
    }

    /// How `day` is marked (`outside` outside the month).
    public func mark(_ day: CalendarDay) -> Mark {
        marks[day] ?? .outside
    }

    /// The first day of the month before.
    public var previous: CalendarDay { Self.firstDay(of: first.adding(days: -1)) }

    /// The first day of the month after.
    public var next: CalendarDay { Self.firstDay(of: first.adding(days: 31)) }

    private static func firstDay(of day: CalendarDay) -> CalendarDay {
        CalendarDay(year: day.year, month: day.month, day: 1) ?? day
    }
}
