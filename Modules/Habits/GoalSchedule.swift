import Core

/// When a goal is certified: on fixed weekdays (the seed's), or a number of times a week
/// or a month on any days (Loop Habit Tracker's), at most once a day. Weeks run Sunday to
/// Saturday, as the calendars draw them; months are calendar months.
public enum GoalSchedule: Sendable, Hashable {
    /// Every one of these weekdays is a certification day.
    case weekdays(WeekdaySet)
    /// Any day counts, `times` of them in each week or month.
    case times(Int, per: Unit)

    /// What a `times` goal's count is per.
    public enum Unit: String, Sendable, Hashable, Codable, CaseIterable {
        case week, month

        /// The most certifications one can hold: one a day.
        public var maximum: Int { self == .week ? 7 : 31 }

        /// How many days Loop Habit Tracker's strength looks back over for this unit.
        var days: Int { self == .week ? 7 : 30 }
    }

    public static let everyDay = GoalSchedule.weekdays(.everyDay)

    /// The fixed weekdays, or nil for a `times` goal.
    public var weekdays: WeekdaySet? {
        if case .weekdays(let days) = self { days } else { nil }
    }

    /// Whether `day` (inside the period) may be certified by the schedule's day rule.
    public func allows(_ day: CalendarDay) -> Bool {
        weekdays?.contains(day.weekday) ?? true
    }

    /// Turns a weekday on or off (the time sheet's toggle row); a goal of some times a
    /// week or month becomes one of just that weekday.
    public mutating func toggle(_ day: Weekday) {
        var days = weekdays ?? WeekdaySet([])
        days.toggle(day)
        self = .weekdays(days)
    }

    /// True for a weekday schedule with no day picked.
    public var isEmpty: Bool { weekdays?.isEmpty ?? false }

    /// "매일", "월, 수, 금", "주 3회", "월 10회".
    public var summary: Message {
        switch self {
        case .weekdays(let days): days.summary
        case .times(let times, .week):
            Message(en: times == 1 ? "Once a week" : "\(times) times a week", ko: "주 \(times)회")
        case .times(let times, .month):
            Message(en: times == 1 ? "Once a month" : "\(times) times a month", ko: "월 \(times)회")
        }
    }

    /// As `--days` takes it and `--json` writes it: `daily`, `mon,wed,fri`, `3/week`, `10/month`.
    public var argument: String {
        switch self {
        case .weekdays(let days): days.argument
        case .times(let times, let unit): "\(times)/\(unit.rawValue)"
        }
    }

    /// Parses what `argument` writes, and `주3회` / `월 10회`. Text that is neither is 65; a
    /// count that is not 1 to 7 a week or 1 to 31 a month is out of the option's range, 64.
    public static func parse(argument: String) throws(UserError) -> GoalSchedule {
        let text = argument.trimmingWhitespace.lowercased().replacingOccurrences(of: " ", with: "")
        let parts: (times: Substring, unit: Unit)? =
            if let match = text.wholeMatch(of: /(\d{1,9})\/(week|month)/) {
                (match.1, match.2 == "week" ? .week : .month)
            } else if let match = text.wholeMatch(of: /(주|월)(\d{1,9})회/) {
                (match.2, match.1 == "주" ? .week : .month)
            } else {
                nil
            }
        if let parts { return try count(String(parts.times), per: parts.unit, category: .usage) }
        guard let days = WeekdaySet(argument: argument) else {
            throw UserError(HabitsMessages.invalidDays(argument), category: .invalidInput)
        }
        return .weekdays(days)
    }

    /// `times` a week or month as a form's two fields give it: a whole number from 1 to the
    /// unit's most, else refused saying the range (`category`: 65 for a form, 64 for an option).
    public static func count(_ times: String, per unit: Unit, category: ExitCategory = .invalidInput)
        throws(UserError) -> GoalSchedule
    {
        guard let count = Int(times.trimmingWhitespace), (1...unit.maximum).contains(count) else {
            throw UserError(HabitsMessages.countOutOfRange(unit), category: category)
        }
        return .times(count, per: unit)
    }

    /// The unit of a count; nil on fixed weekdays.
    public var countUnit: Unit? {
        if case .times(_, let unit) = self { unit } else { nil }
    }

    /// How many times a week or month; nil on fixed weekdays.
    public var countTimes: Int? {
        if case .times(let times, _) = self { times } else { nil }
    }

    /// The period's days in the schedule's weeks or months, each with how many of them it
    /// asks for; a weekday schedule asks for each of its days, one bucket a day.
    /// `counted` picks the days that can count (e.g. not before the goal was created).
    public func quotas(in period: GoalPeriod, counting counted: (CalendarDay) -> Bool = { _ in true }) -> [Quota] {
        let days = period.days
        return quotaPlaces(days: days, counts: days.map(counted), allowed: days.map(allows)).map {
            Quota(days: Array(days[$0.places]), times: $0.times)
        }
    }

    /// `quotas` over `days` by place (`counts`: whether each can count, `allowed`: whether the
    /// schedule asks for it), without a list of days for each: a goal's progress works them
    /// out for every goal on every visit.
    func quotaPlaces(days: [CalendarDay], counts: [Bool], allowed: [Bool]) -> [QuotaPlaces] {
        switch self {
        case .weekdays:
            return days.indices.filter { allowed[$0] }.map {
                QuotaPlaces(places: $0..<$0 + 1, times: counts[$0] ? 1 : 0)
            }
        case .times(let times, let unit):
            var quotas: [QuotaPlaces] = []
            var key: Int?
            for place in days.indices {
                let next = Self.bucket(of: days[place], unit)
                if next == key {
                    quotas[quotas.count - 1].places = quotas[quotas.count - 1].places.lowerBound..<place + 1
                } else {
                    quotas.append(QuotaPlaces(places: place..<place + 1, times: 0))
                    key = next
                }
            }
            return quotas.map { QuotaPlaces(places: $0.places, times: min(times, $0.places.count { counts[$0] })) }
        }
    }

    /// Whether `day`'s week or month in `period` still takes a photo, given the days
    /// `certified`: always on fixed weekdays.
    func hasCountLeft(on day: CalendarDay, in period: GoalPeriod, certified: Set<CalendarDay>) -> Bool {
        guard case .times(let times, let unit) = self else { return true }
        return period.days.filter { Self.sameBucket($0, day, unit) && certified.contains($0) }.count < times
    }

    /// Whether `day`'s week or month needs every day of it left from `today` on (no more of
    /// them than photos it still asks for), so that `day` is asked for; always on fixed weekdays.
    func needsEveryDayLeft(on day: CalendarDay, in period: GoalPeriod, certified: Set<CalendarDay>, today: CalendarDay)
        -> Bool
    {
        guard case .times(let times, let unit) = self else { return true }
        let bucket = period.days.filter { Self.sameBucket($0, day, unit) }
        let left = times - bucket.filter(certified.contains).count
        let daysLeft = bucket.filter { $0 >= today && !certified.contains($0) }.count
        return daysLeft <= left
    }

    private static func sameBucket(_ a: CalendarDay, _ b: CalendarDay, _ unit: Unit) -> Bool {
        bucket(of: a, unit) == bucket(of: b, unit)
    }

    /// A number for `day`'s week (its Sunday's ordinal) or month, the same for every day of it.
    private static func bucket(of day: CalendarDay, _ unit: Unit) -> Int {
        switch unit {
        case .week: day.adding(days: -day.weekday.rawValue).ordinal
        case .month: day.year * 12 + day.month
        }
    }

    /// Some days of a goal's period and how many of them are asked for.
    public struct Quota: Sendable, Equatable {
        public var days: [CalendarDay]
        public var times: Int
    }

    /// A quota's days by their places in the period's days.
    struct QuotaPlaces {
        var places: Range<Int>
        var times: Int
    }
}

extension GoalSchedule: Codable {
    private enum CodingKeys: String, CodingKey {
        case days, times, per
    }

    /// Stored as a weekday set was before `times` goals (`{"days": [1, 3]}`), so goals saved
    /// by earlier versions read unchanged; a `times` goal is `{"times": 3, "per": "week"}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let times = try container.decodeIfPresent(Int.self, forKey: .times) {
            self = .times(times, per: try container.decode(Unit.self, forKey: .per))
        } else {
            self = .weekdays(try WeekdaySet(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .weekdays(let days): try days.encode(to: encoder)
        case .times(let times, let unit):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(times, forKey: .times)
            try container.encode(unit, forKey: .per)
        }
    }
}
