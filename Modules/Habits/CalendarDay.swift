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
        let components = DateComponents(year: year, month: month, day: day)
        guard (1...99_999).contains(year), let date = Self.gregorian.date(from: components),
            Self.gregorian.component(.day, from: date) == day, Self.gregorian.component(.month, from: date) == month
        else { return nil }
        (self.year, self.month, self.day) = (year, month, day)
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

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> CalendarDay {
        CalendarDay(Self.gregorian.date(byAdding: .day, value: count, to: noon)!, in: TimeZone(identifier: "UTC")!)
    }

    /// Days from this day to `other` (positive when `other` is later).
    public func days(to other: CalendarDay) -> Int {
        Self.gregorian.dateComponents([.day], from: noon, to: other.noon).day!
    }

    public var weekday: Weekday {
        Weekday(rawValue: Self.gregorian.component(.weekday, from: noon) - 1)!
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
        guard let day = CalendarDay(try container.decode(String.self)) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a yyyy-MM-dd day")
        }
        self = day
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
