import Foundation

/// Where "now" comes from, and the time zone that makes it a day and a time of day.
/// Live: the system clock, or the time pinned by `MOSAIC_NOW` (ISO 8601) for demos and
/// end-to-end tests, in `TZ`'s zone; tests use a fixed date.
public struct DateProvider: Sendable {
    private let current: @Sendable () -> Date
    private let zone: @Sendable () -> TimeZone

    /// `timeZone` is read when first needed: finding the system's zone reads the time zone
    /// database, which a command that shows no day or time need not wait for.
    public init(
        timeZone: @autoclosure @escaping @Sendable () -> TimeZone = .current, _ now: @escaping @Sendable () -> Date
    ) {
        current = now
        zone = timeZone
    }

    /// The zone days and times of day are read in.
    public var timeZone: TimeZone { zone() }

    /// The current date and time.
    public func now() -> Date { current() }

    /// The system clock.
    public static let system = DateProvider { Date() }

    /// Always `date`.
    public static func fixed(_ date: Date, timeZone: @autoclosure @escaping @Sendable () -> TimeZone = .current)
        -> DateProvider
    {
        DateProvider(timeZone: timeZone()) { date }
    }

    /// `MOSAIC_NOW` when set, else the system clock; a value that is not ISO 8601 is an error.
    public static func live(environment: [String: String]) throws(UserError) -> DateProvider {
        // An unknown zone falls back to the system's, as the C library does with a bad TZ.
        let variable = environment["TZ"]
        let zone: @Sendable () -> TimeZone = {
            variable.flatMap { TimeZone(identifier: $0.hasPrefix(":") ? String($0.dropFirst()) : $0) } ?? .current
        }
        guard let value = environment["MOSAIC_NOW"], !value.isEmpty else {
            return DateProvider(timeZone: zone()) { Date() }
        }
        guard let date = parseISO8601(value) else {
            throw UserError(CoreMessages.invalidNow(value), category: .usage)
        }
        return .fixed(date, timeZone: zone())
    }

    /// Parses `2024-05-01T09:30:00Z`, with or without fractional seconds, or a bare day `2024-05-01` (UTC).
    public static func parseISO8601(_ text: String) -> Date? {
        let full = ISO8601DateFormatter()
        if let date = full.date(from: text) { return date }
        full.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = full.date(from: text) { return date }
        full.formatOptions = [.withFullDate]
        return full.date(from: text)
    }
}
