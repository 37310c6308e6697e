import Core
import Foundation

/// The date stamp drawn over a certification photo: the day, then the time in the
/// person's language (`2024-05-01` / `오후 3시 20분`), in the photo's zone.
public enum CertificationStamp {
    public static func lines(_ date: Date, in timeZone: TimeZone) -> (day: String, time: Message) {
        let (day, minutes) = LocalTime.parts(date, in: timeZone)
        return (day, LocalTime.clock(minutes: minutes))
    }
}
