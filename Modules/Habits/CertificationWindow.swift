import Core

/// The daily time a goal may be certified in: from the start minute through the end
/// minute (07:00–09:00 accepts 07:00:00 up to 09:00:59).
public struct CertificationWindow: Sendable, Hashable, Codable {
    public static let standard = CertificationWindow(
        uncheckedStart: TimeOfDay(hour: 9, minute: 0)!, end: TimeOfDay(hour: 21, minute: 0)!)

    public let start: TimeOfDay
    public let end: TimeOfDay

    /// A window whose start is before its end.
    public init(start: TimeOfDay, end: TimeOfDay) throws(UserError) {
        guard start < end else { throw UserError(HabitsMessages.windowOrder, category: .invalidInput) }
        self.init(uncheckedStart: start, end: end)
    }

    private init(uncheckedStart start: TimeOfDay, end: TimeOfDay) {
        self.start = start
        self.end = end
    }

    /// Parses `07:00-09:00`.
    public init(argument: String) throws(UserError) {
        let parts = argument.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else { throw UserError(HabitsMessages.invalidWindow(argument), category: .invalidInput) }
        try self.init(start: parts[0], end: parts[1])
    }

    /// The start and end as two fields give them (a form's time pickers: `07:00`).
    public init(start: String, end: String) throws(UserError) {
        guard let from = TimeOfDay(start), let to = TimeOfDay(end) else {
            throw UserError(HabitsMessages.invalidWindow("\(start)-\(end)"), category: .invalidInput)
        }
        try self.init(start: from, end: to)
    }

    /// Whether `minute` (since midnight) is inside the window.
    public func contains(minute: Int) -> Bool {
        (start.minutes...end.minutes).contains(minute)
    }

    /// "오전 9시 ~ 오후 9시".
    public var summary: Message {
        Message(
            en: "\(start.spoken.english) ~ \(end.spoken.english)", ko: "\(start.spoken.korean) ~ \(end.spoken.korean)")
    }

    /// `09:00-21:00`.
    public var argument: String { "\(start)-\(end)" }
}
