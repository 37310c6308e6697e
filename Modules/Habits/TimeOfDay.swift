import Core

/// A time on the clock to the minute (the certification window's ends).
public struct TimeOfDay: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// Minutes since midnight, 0–1439.
    public let minutes: Int

    public init?(minutes: Int) {
        guard (0..<1440).contains(minutes) else { return nil }
        self.minutes = minutes
    }

    public init?(hour: Int, minute: Int) {
        guard (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
        self.init(minutes: hour * 60 + minute)
    }

    /// Parses `07:00` or `7:05`.
    public init?(_ text: String) {
        let parts = text.trimmingWhitespace.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 2, (1...2).contains(parts[0].count),
            let hour = Int(parts[0]), let minute = Int(parts[1])
        else { return nil }
        self.init(hour: hour, minute: minute)
    }

    public var hour: Int { minutes / 60 }
    public var minute: Int { minutes % 60 }

    /// `07:05`.
    public var description: String { String(format: "%02d:%02d", hour, minute) }

    /// "오전 7시 5분", "오전 7시" / "7:05 AM"; 12:xx is afternoon (the seed printed "AM 12시").
    public var spoken: Message {
        LocalTime.clock(minutes: minutes)
    }

    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool { lhs.minutes < rhs.minutes }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let time = TimeOfDay(try container.decode(String.self)) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an HH:mm time")
        }
        self = time
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
