import Core
import Foundation

/// A date as `--json` writes it: ISO 8601 in UTC to the second (`2024-05-01T09:30:00Z`),
/// exactly what `JSONEncoder`'s `.iso8601` writes. Between 1583 and 9999 it is worked out
/// with integer arithmetic: Foundation's formatter sets up a calendar, a time zone and a
/// locale on first use, half of a cold `--json` listing's encoding. Other years go through
/// Foundation (its Gregorian calendar turns Julian before October 1582).
enum ISO8601Timestamp {
    private static let secondsPerDay: Int64 = 86_400
    /// 1583-01-01 and 10000-01-01, as seconds since 1970.
    private static let computed: Range<Double> = -12_212_553_600..<253_402_300_800

    static func string(from date: Date) -> String {
        let interval = date.timeIntervalSince1970.rounded(.down)
        guard computed.contains(interval) else { return date.formatted(.iso8601) }
        let seconds = Int64(interval)
        var days = seconds / secondsPerDay
        var time = seconds % secondsPerDay
        if time < 0 {
            time += secondsPerDay
            days -= 1
        }
        let (year, month, day) = civilDate(daysSince1970: days)
        var text = ""
        text.reserveCapacity(20)
        append(year, digits: 4, to: &text)
        text += "-"
        append(month, digits: 2, to: &text)
        text += "-"
        append(day, digits: 2, to: &text)
        text += "T"
        append(time / 3600, digits: 2, to: &text)
        text += ":"
        append(time / 60 % 60, digits: 2, to: &text)
        text += ":"
        append(time % 60, digits: 2, to: &text)
        text += "Z"
        return text
    }

    /// The proleptic Gregorian date `days` after 1970-01-01 (`CivilDays`).
    private static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let date = CivilDays.date(Int(days))
        return (Int64(date.year), Int64(date.month), Int64(date.day))
    }

    private static func append(_ number: Int64, digits: Int, to text: inout String) {
        let written = String(number)
        if written.utf8.count < digits { text += String(repeating: "0", count: digits - written.utf8.count) }
        text += written
    }
}
