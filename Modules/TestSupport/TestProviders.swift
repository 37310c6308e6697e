import Core
import Foundation

extension DateProvider {
    /// A fixed "now" from an ISO 8601 string, for tests.
    public static func fixed(_ iso8601: String) -> DateProvider {
        .fixed(DateProvider.parseISO8601(iso8601)!)
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
