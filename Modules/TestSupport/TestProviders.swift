import Core
import Foundation

extension DateProvider {
    /// A fixed "now" from an ISO 8601 string, for tests.
    public static func fixed(_ iso8601: String, timeZone: TimeZone = .current) -> DateProvider {
        .fixed(DateProvider.parseISO8601(iso8601)!, timeZone: timeZone)
    }
}

extension DateProvider {
    /// Starts at `start` and moves one minute on every call, so the order in which
    /// records were made ("newest first") shows in tests.
    public static func ticking(from start: String = "2024-05-01T09:00:00Z") -> DateProvider {
        let minutes = LockedValue(0)
        let origin = DateProvider.parseISO8601(start)!
        return DateProvider {
            origin.addingTimeInterval(
                Double(
                    minutes.withLock { value -> Int in
                        value += 1
                        return value
                    }) * 60)
        }
    }
}

extension IDProvider {
    /// `id-1`, `id-2`, … so tests can name the records they create.
    public static func sequential(prefix: String = "id-") -> IDProvider {
        let counter = LockedValue(0)
        return IDProvider {
            let next = counter.withLock { value -> Int in
                value += 1
                return value
            }
            return "\(prefix)\(next)"
        }
    }
}
