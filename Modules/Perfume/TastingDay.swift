import Core
import Foundation

/// The day a perfume was tried, shown and stored as the seed did: `2024.05.01`.
/// Stored text sorts in date order, so the list can sort on it.
public struct TastingDay: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// A real calendar day, or nil (`2024.02.30` is not one).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Self.days(inMonth: month, of: year)).contains(day)
        else {
            return nil
        }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The local calendar day of `date`.
    public init(_ date: Date, timeZone: TimeZone = .current) {
        var calendar = Self.calendar
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        year = parts.year ?? 1
        month = parts.month ?? 1
        day = parts.day ?? 1
    }

    /// Reads `2024.05.01`, `2024-05-01`, `2024/5/1`, or a day in words (`RelativeDay`:
    /// `yesterday`, `3 days ago`, `last friday`, 어제, 그저께, `지난주 금요일`); anything else, a
    /// weekday alone, or a day after today (a strip cannot be smelled in the future), is
    /// invalid input with an example of a valid date.
    /// The time zone is asked for only when `text` is a word or a day near today: finding
    /// the local zone the first time loads ICU's zone data, a third of a `perfume add`.
    public static func parse(_ text: String, now: Date, timeZone: @autoclosure () -> TimeZone = .current)
        throws(UserError) -> TastingDay
    {
        let day = try read(text, now: now, timeZone: timeZone)
        // Year 1 is a typo, not a day anyone smelled a strip: the years a calendar shows.
        guard day.year >= 1900 else { throw UserError(PerfumeMessages.invalidDate(text), category: .invalidInput) }
        guard !day.isAfterToday(now: now, timeZone: timeZone) else {
            throw UserError(PerfumeMessages.futureDate(text), category: .invalidInput)
        }
        return day
    }

    /// Whether this day is after today in `timeZone` at `now` (a strip cannot be smelled
    /// in the future). The zone is asked for only for a day near today: finding the local
    /// zone the first time loads ICU's zone data.
    public func isAfterToday(now: Date, timeZone: () -> TimeZone) -> Bool {
        // Every zone's today is within a day of UTC's (UTC-12 to UTC+14), so a day before
        // UTC's yesterday is in the past wherever the person is.
        if daysSince1970 < Int((now.timeIntervalSince1970 / 86_400).rounded(.down)) - 1 { return false }
        return self > TastingDay(now, timeZone: timeZone())
    }

    /// `2024.04.20` for a day written as `2024-04-20`, `2024/4/20` or `2024.4.20`; nil for
    /// anything else (words such as `today` stay words).
    static func canonical(_ text: String) -> String? {
        guard text.first?.isNumber == true,
            let day = try? read(text, now: Date(timeIntervalSince1970: 0), timeZone: { .current })
        else {
            return nil
        }
        return day.description
    }

    /// The day `count` days after this one (before it for a negative count): the calendar's
    /// own arithmetic, on this day's UTC midnight.
    func adding(days count: Int) -> TastingDay {
        TastingDay(
            Date(timeIntervalSince1970: Double(daysSince1970 + count) * 86_400), timeZone: TimeZone(identifier: "UTC")!)
    }

    /// The days from 1970.01.01 to this day (Howard Hinnant's `days_from_civil`).
    public var daysSince1970: Int {
        let shiftedYear = month <= 2 ? year - 1 : year  // Years counted from March.
        let era = shiftedYear / 400  // Years here are 1 to 9999, never negative.
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func read(_ text: String, now: Date, timeZone: () -> TimeZone) throws(UserError) -> TastingDay {
        let trimmed = text.trimmingWhitespace.lowercased()
        switch trimmed.first?.isNumber == true && !trimmed.contains(" ") ? nil : trimmed {
        case .some(let words):
            let today = TastingDay(now, timeZone: timeZone())
            switch RelativeDay.read(words, today: (today.daysSince1970 + 4) % 7) {
            case .daysAgo(let count):
                return today.adding(days: -count)
            case .unclearWeekday(let weekday):
                throw UserError(PerfumeMessages.unclearWeekday(text, weekday: weekday), category: .invalidInput)
            case nil:
                throw UserError(PerfumeMessages.invalidDate(text), category: .invalidInput)
            }
        case nil:
            let parts = trimmed.split(omittingEmptySubsequences: false) { $0 == "." || $0 == "-" || $0 == "/" }
            guard parts.count == 3, parts[0].count == 4,
                parts.allSatisfy({ (1...4).contains($0.count) && $0.allSatisfy(\.isASCII) }),
                let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
                let parsed = TastingDay(year: year, month: month, day: day)
            else { throw UserError(PerfumeMessages.invalidDate(text), category: .invalidInput) }
            return parsed
        }
    }

    /// The day written exactly as `2024.05.01`, or nil.
    private static func canonicalDay(_ text: String) -> TastingDay? {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "."), bytes[7] == UInt8(ascii: ".") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        return TastingDay(year: year, month: month, day: day)
    }

    /// The days in `month` of `year` in the Gregorian calendar.
    private static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// `2024.05.01`.
    public var description: String { text(separator: ".") }

    /// `2024-05-01` (ISO 8601), as a date input holds it.
    public var isoText: String { text(separator: "-") }

    private func text(separator: String) -> String {
        func padded(_ number: Int, _ width: Int) -> String {
            let digits = String(number)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return [padded(year, 4), padded(month, 2), padded(day, 2)].joined(separator: separator)
    }

    public static func < (lhs: TastingDay, rhs: TastingDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        // Stored and exported days are only ever the canonical `2024.05.01`: words such as
        // "yesterday" mean nothing without the moment they were typed. Read byte by byte,
        // since every record read decodes one.
        guard let day = Self.canonicalDay(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "not a day in the form 2024.05.01: \(text)")
        }
        self = day
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    private static let calendar = Calendar(identifier: .gregorian)
}
