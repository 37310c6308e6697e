import Foundation

/// The date stamp drawn over a certification photo, as the seed formatted it:
/// `yyyy-MM-dd` then `a hh:mm` (`2024-05-01` / `PM 03:20`), in the photo's zone.
public enum CertificationStamp {
    public static func lines(_ date: Date, in timeZone: TimeZone) -> (day: String, time: String) {
        let day = CalendarDay(date, in: timeZone)
        let minute = CertificationRule.minuteOfDay(date, in: timeZone)
        let hour = minute / 60 % 12 == 0 ? 12 : minute / 60 % 12
        return (day.description, String(format: "%@ %02d:%02d", minute >= 720 ? "PM" : "AM", hour, minute % 60))
    }
}
