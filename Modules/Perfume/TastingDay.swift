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
        var components = DateComponents(year: year, month: month, day: day)
        components.calendar = Self.calendar
        guard (1...9999).contains(year), components.isValidDate else { return nil }
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

    /// Reads `2024.05.01`, `2024-05-01`, `2024/5/1`, `today` or `yesterday` (also 오늘, 어제);
    /// anything else, or a day after today (a strip cannot be smelled in the future), is
    /// invalid input with an example of a valid date.
    public static func parse(_ text: String, now: Date, timeZone: TimeZone = .current) throws(UserError) -> TastingDay {
        let day = try read(text, now: now, timeZone: timeZone)
        guard day <= TastingDay(now, timeZone: timeZone) else {
            throw UserError(PerfumeMessages.futureDate(text), category: .invalidInput)
        }
        return day
    }

    /// `2024.04.20` for a day written as `2024-04-20`, `2024/4/20` or `2024.4.20`; nil for
    /// anything else (words such as `today` stay words).
    static func canonical(_ text: String) -> String? {
        guard text.first?.isNumber == true, let day = try? read(text, now: Date(timeIntervalSince1970: 0), timeZone: .current) else {
            return nil
        }
        return day.description
    }

    private static func read(_ text: String, now: Date, timeZone: TimeZone) throws(UserError) -> TastingDay {
        let trimmed = text.trimmingWhitespace.lowercased()
        switch trimmed {
        case "today", "오늘":
            return TastingDay(now, timeZone: timeZone)
        case "yesterday", "어제":
            return TastingDay(now.addingTimeInterval(-86_400), timeZone: timeZone)
        default:
            let parts = trimmed.split(omittingEmptySubsequences: false) { $0 == "." || $0 == "-" || $0 == "/" }
            guard parts.count == 3, parts[0].count == 4, parts.allSatisfy({ (1...4).contains($0.count) && $0.allSatisfy(\.isASCII) }),
                  let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
                  let parsed = TastingDay(year: year, month: month, day: day)
            else { throw UserError(PerfumeMessages.invalidDate(text), category: .invalidInput) }
            return parsed
        }
    }

    /// `2024.05.01`.
    public var description: String {
        String(format: "%04d.%02d.%02d", year, month, day)
    }

    public static func < (lhs: TastingDay, rhs: TastingDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        // Stored and exported days are only ever the canonical `2024.05.01`: words such as
        // "yesterday" mean nothing without the moment they were typed.
        guard let day = try? Self.read(text, now: Date(timeIntervalSince1970: 0), timeZone: .current), day.description == text else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a day in the form 2024.05.01: \(text)")
        }
        self = day
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    private static let calendar = Calendar(identifier: .gregorian)
}
