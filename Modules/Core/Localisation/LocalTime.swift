import Foundation

/// Times a person reads, in one format per language: `6:30 PM` and `오후 6시 30분`,
/// with the day first when the moment matters (`2024-05-01 오후 6시 30분`). The zone is
/// the caller's (the person's own, from `TZ`); `--json` writes ISO 8601 UTC instead.
public enum LocalTime {
    /// A time of day given as minutes since midnight; on the hour, Korean says no minutes
    /// (`오전 9시`, not `오전 9시 0분`).
    public static func clock(minutes: Int) -> Message {
        let hour = minutes / 60 % 24
        let minute = minutes % 60
        let twelveHour = hour % 12 == 0 ? 12 : hour % 12
        let afternoon = hour >= 12
        return Message(
            en: String(format: "%d:%02d %@", twelveHour, minute, afternoon ? "PM" : "AM"),
            ko: "\(afternoon ? "오후" : "오전") \(twelveHour)시" + (minute == 0 ? "" : " \(minute)분"))
    }

    /// `date` in `timeZone`: its day, then its time of day.
    public static func moment(_ date: Date, in timeZone: TimeZone) -> Message {
        let (day, minutes) = parts(date, in: timeZone)
        let time = clock(minutes: minutes)
        return Message(en: "\(day) \(time.english)", ko: "\(day) \(time.korean)")
    }

    /// `date`'s day (`2024-05-01`) and minute of the day in `timeZone`.
    public static func parts(_ date: Date, in timeZone: TimeZone) -> (day: String, minutes: Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return (
            String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!), parts.hour! * 60 + parts.minute!
        )
    }
}
