import Core
import Foundation

/// A day on the calendar (no time, no zone): goal periods are whole days.
public struct CalendarDay: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    static let gregorian: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// The years a person can give a goal: a typo such as 9999 is refused before it is
    /// stored, so no period can run past what every screen can show.
    public static let supportedYears = 1900...2999

    /// Whether the day lies in `supportedYears`.
    public var isSupported: Bool { Self.supportedYears.contains(year) }

    /// The day, or nil when it does not exist (2024-02-30). Stored days are read in a
    /// wider range than people may enter, so data an older build wrote stays readable.
    public init?(year: Int, month: Int, day: Int) {
        // Counted where the calendar is plainly Gregorian (stored days are read by the thousand).
        if (1601...99_999).contains(year) {
            guard (1...12).contains(month), day >= 1, day <= Self.length(ofMonth: month, in: year) else { return nil }
            (self.year, self.month, self.day) = (year, month, day)
            return
        }
        let components = DateComponents(year: year, month: month, day: day)
        guard (1...99_999).contains(year), let date = Self.gregorian.date(from: components),
            Self.gregorian.component(.day, from: date) == day, Self.gregorian.component(.month, from: date) == month
        else { return nil }
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// One number for the hash, not three: a goal's progress looks days up by the thousand.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(year &* 512 &+ month &* 32 &+ day)
    }

    /// How many days `month` has in `year` (Gregorian leap years).
    private static func length(ofMonth month: Int, in year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The day `date` falls on in `timeZone`.
    public init(_ date: Date, in timeZone: TimeZone) {
        var calendar = Self.gregorian
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        (year, month, day) = (parts.year!, parts.month!, parts.day!)
    }

    /// Parses `2024-05-01`, `2024.05.01` or `2024/5/1`.
    public init?(_ text: String) {
        // Empty parts kept: `-2024-05-01` is no day, not 2024-05-01.
        let parts = text.trimmingWhitespace.split(
            omittingEmptySubsequences: false, whereSeparator: { "-./".contains($0) }
        )
        .map { Int($0) }
        guard parts.count == 3, let year = parts[0], let month = parts[1], let day = parts[2], year >= 1000 else {
            return nil
        }
        self.init(year: year, month: month, day: day)
    }

    /// The day as `encode` writes it (`2024-05-01`), read digit by digit: a list reads thousands.
    init?(stored text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        let number = { (range: Range<Int>) -> Int? in
            bytes[range].reduce(0) { total, byte in
                guard let total, (0x30...0x39).contains(byte) else { return nil }
                return total * 10 + Int(byte - 0x30)
            }
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The first day of the month written `2024-05`; anything else is invalid input.
    public static func firstOfMonth(_ text: String) throws(UserError) -> CalendarDay {
        let parts = text.trimmingWhitespace.split(separator: "-")
        guard parts.count == 2, let day = CalendarDay(text.trimmingWhitespace + "-01") else {
            throw UserError(HabitsMessages.invalidMonth(text), category: .invalidInput)
        }
        return day
    }

    private var noon: Date {
        Self.gregorian.date(from: DateComponents(year: year, month: month, day: day, hour: 12))!
    }

    /// The day `count` days later (earlier when negative): counted, as a goal's years of days
    /// are, without a calendar's cost; before 1601 (a calendar there turns Julian) by the calendar.
    public func adding(days count: Int) -> CalendarDay {
        let later = ordinal + count
        guard isCounted, later > Self.ordinal1601 else {
            return CalendarDay(
                Self.gregorian.date(byAdding: .day, value: count, to: noon)!, in: TimeZone(identifier: "UTC")!)
        }
        return CalendarDay(ordinal: later)
    }

    /// 1601-01-01's ordinal.
    private static let ordinal1601 = -134_774

    /// Whether the day is counted (`CivilDays`) rather than asked of a calendar: from 1601,
    /// where a calendar is plainly Gregorian (before, it turns Julian).
    private var isCounted: Bool { year > 1600 }

    /// The day `ordinal` days after 1970-01-01.
    private init(ordinal: Int) {
        (year, month, day) = CivilDays.date(ordinal)
    }

    /// Days since 1970-01-01 (negative before), worked out from the date alone (`CivilDays`),
    /// without a calendar's cost.
    public var ordinal: Int { CivilDays.days(year: year, month: month, day: day) }

    /// Days from this day to `other` (positive when `other` is later).
    public func days(to other: CalendarDay) -> Int {
        if isCounted, other.isCounted { return other.ordinal - ordinal }
        return Self.gregorian.dateComponents([.day], from: noon, to: other.noon).day!
    }

    public var weekday: Weekday {
        // 1970-01-01 was a Thursday (Sunday is 0).
        if isCounted { return Weekday(rawValue: ((ordinal % 7) + 7 + 4) % 7)! }
        return Weekday(rawValue: Self.gregorian.component(.weekday, from: noon) - 1)!
    }

    /// The instant `minutes` after this day's midnight in `timeZone`.
    public func date(atMinute minutes: Int, in timeZone: TimeZone) -> Date {
        var calendar = Self.gregorian
        calendar.timeZone = timeZone
        return calendar.date(
            from: DateComponents(year: year, month: month, day: day, hour: minutes / 60, minute: minutes % 60))!
    }

    /// `2024-05-01`.
    public var description: String { String(format: "%04d-%02d-%02d", year, month, day) }

    /// `2024-05`, for grouping by month.
    public var monthKey: String { String(format: "%04d-%02d", year, month) }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let day = CalendarDay(stored: text) ?? CalendarDay(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a yyyy-MM-dd day")
        }
        self = day
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
