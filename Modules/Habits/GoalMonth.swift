/// A goal's month as both fronts draw it (the web's calendar, `goal show`'s): the days in
/// weeks, Sunday first, each marked by the goal's rules.
public struct GoalMonth: Sendable, Equatable {
    /// What a day of the month is for the goal.
    public enum Mark: Sendable, Equatable {
        /// A photo certified it.
        case certified
        /// A certification day of the period, gone by without a photo.
        case missed
        /// A certification day of the period still to come (today included); for a goal of
        /// some times a week or month, a day to come in one that still asks for photos.
        case toCome
        /// Not a certification day of the goal (outside its period or its days), or a day
        /// a goal of some times a week or month did not need.
        case none
    }

    /// The first day of the month.
    public let first: CalendarDay
    /// The weeks, Sunday first; nil before the 1st and after the last day.
    public let weeks: [[CalendarDay?]]
    private let marks: [CalendarDay: Mark]

    /// `goal`'s month holding `day`, with `certified` days and `today` deciding the marks.
    public init(_ goal: Goal, month day: CalendarDay, certified: Set<CalendarDay>, today: CalendarDay) {
        let first = Self.firstDay(of: day)
        var cells: [CalendarDay?] = Array(repeating: nil, count: first.weekday.rawValue)
        var marks: [CalendarDay: Mark] = [:]
        var current = first
        while current.month == first.month {
            cells.append(current)
            marks[current] =
                if certified.contains(current) {
                    .certified
                } else if goal.period.contains(current) && goal.schedule.allows(current) {
                    Self.uncertifiedMark(current, of: goal, certified: certified, today: today)
                } else {
                    nil
                }
            current = current.adding(days: 1)
        }
        cells += Array(repeating: nil, count: (7 - cells.count % 7) % 7)
        self.first = first
        self.marks = marks
        weeks = stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
    }

    /// A certification day of the period without a photo: on fixed weekdays, missed once
    /// gone by; on a goal of some times a week or month, a day to come while its week or
    /// month still asks for photos (a day left out is not a miss).
    private static func uncertifiedMark(
        _ day: CalendarDay, of goal: Goal, certified: Set<CalendarDay>, today: CalendarDay
    )
        -> Mark
    {
        guard goal.schedule.weekdays == nil else { return day < today ? .missed : .toCome }
        return day >= today && goal.schedule.hasCountLeft(on: day, in: goal.period, certified: certified)
            ? .toCome : .none
    }

    /// How `day` is marked (`none` outside the month).
    public func mark(_ day: CalendarDay) -> Mark {
        marks[day] ?? .none
    }

    /// The first day of the month before.
    public var previous: CalendarDay { Self.firstDay(of: first.adding(days: -1)) }

    /// The first day of the month after.
    public var next: CalendarDay { Self.firstDay(of: first.adding(days: 31)) }

    private static func firstDay(of day: CalendarDay) -> CalendarDay {
        CalendarDay(year: day.year, month: day.month, day: 1) ?? day
    }
}
