import Core
import Foundation

/// Reminders as an iCalendar file (RFC 5545): one recurring event per goal on its
/// certification days over its period, at its window, with an alarm when the window
/// opens. Times are floating (local wherever the calendar is), as a daily habit wants.
public enum ReminderCalendar {
    /// The calendar of `goals`, its descriptions (days, window) in `language`.
    public static func render(_ goals: [Goal], categories: [HabitCategory], stamp: Date, language: Language) -> String {
        let titles = Dictionary(uniqueKeysWithValues: categories.map { ($0.id, $0.title) })
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Mosaic//Habits//\(language == .korean ? "KO" : "EN")",
            "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
        ]
        let utc = TimeZone(identifier: "UTC")!
        let stampText =
            "\(compact(CalendarDay(stamp, in: utc)))T\(time(TimeOfDay(minutes: CertificationRule.minuteOfDay(stamp, in: utc))!))Z"
        for goal in goals {
            guard let first = goal.period.certificationDays(goal.schedule).first else { continue }
            // A goal of some times a week or month may be certified on any day: reminded daily.
            let days =
                switch goal.schedule.weekdays {
                case let weekdays? where weekdays != .everyDay:
                    "FREQ=WEEKLY;BYDAY=" + weekdays.days.sorted().map(\.iCalendarCode).joined(separator: ",")
                default: "FREQ=DAILY"
                }
            let category = titles[goal.categoryID] ?? ""
            lines += [
                "BEGIN:VEVENT",
                "UID:\(goal.id)@habits.mosaic",
                "DTSTAMP:\(stampText)",
                "DTSTART:\(compact(first))T\(time(goal.window.start))",
                "DTEND:\(compact(first))T\(time(goal.window.end))",
                "RRULE:\(days);UNTIL=\(compact(goal.period.end))T235959",
            ]
            // A skipped day has no reminder.
            lines += goal.skippedDays.sorted().map { "EXDATE:\(compact($0))T\(time(goal.window.start))" }
            lines += [
                "SUMMARY:\(text(goal.title))",
                "DESCRIPTION:\(text([goal.subtitle, category, goal.schedule.summary.text(language), goal.window.summary.text(language)].filter { !$0.isEmpty }.joined(separator: "\n")))",
                "CATEGORIES:\(text(category.isEmpty ? "Habits" : category))",
                "BEGIN:VALARM",
                "ACTION:DISPLAY",
                "DESCRIPTION:\(text(goal.title))",
                "TRIGGER:PT0M",
                "END:VALARM",
                "END:VEVENT",
            ]
        }
        lines.append("END:VCALENDAR")
        return lines.map(fold).joined(separator: "\r\n") + "\r\n"
    }

    static func compact(_ day: CalendarDay) -> String { String(format: "%04d%02d%02d", day.year, day.month, day.day) }

    static func time(_ time: TimeOfDay) -> String { String(format: "%02d%02d00", time.hour, time.minute) }

    /// A TEXT value: backslashes, semicolons, commas and newlines escaped.
    static func text(_ value: String) -> String {
        value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ";", with: "\\;")
            .replacingOccurrences(of: ",", with: "\\,").replacingOccurrences(of: "\r\n", with: "\\n")
            .replacingOccurrences(of: "\n", with: "\\n")
    }

    /// Folds a content line at 75 octets, never inside a UTF-8 character (RFC 5545 §3.1).
    static func fold(_ line: String) -> String {
        var folded = ""
        var count = 0
        for character in line {
            let size = String(character).utf8.count
            if count + size > 75 {
                folded += "\r\n "
                count = 1
            }
            folded.append(character)
            count += size
        }
        return folded
    }
}
