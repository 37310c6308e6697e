/// The period calendar's tap rules (seed §2): days before today cannot be picked; the
/// first tap sets a single day; a second tap extends it (an earlier day becomes the
/// start); any further tap starts again; tapping an end collapses onto the other end.
public struct PeriodSelection: Sendable, Equatable {
    public private(set) var start: CalendarDay?
    public private(set) var end: CalendarDay?
    let today: CalendarDay

    public init(today: CalendarDay, period: GoalPeriod? = nil) {
        self.today = today
        start = period?.start
        end = period?.end
    }

    /// Whether `day` is drawn grey and ignores taps.
    public func isDisabled(_ day: CalendarDay) -> Bool { day < today }

    public mutating func tap(_ day: CalendarDay) {
        guard !isDisabled(day) else { return }
        switch (start, end) {
        case (nil, _), (_, nil):
            (start, end) = (day, day)
        case (let start?, let end?) where start == end:
            if day == start {
                (self.start, self.end) = (nil, nil)
            } else if day > start {
                self.end = day
            } else {
                (self.start, self.end) = (day, start)
            }
        case (let start?, let end?):
            if day == start {
                self.start = end
            } else if day == end {
                self.end = start
            } else {
                (self.start, self.end) = (day, day)
            }
        }
    }

    /// The picked period; Save is enabled only with both ends.
    public var period: GoalPeriod? {
        guard let start, let end else { return nil }
        return try? GoalPeriod(start: start, end: end)
    }
}
