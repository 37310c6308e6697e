import Foundation
import Persistence

/// A habit to certify: in one category (by id, not by title: seed bug 2), over an
/// inclusive period, on some weekdays, inside a daily window.
public struct Goal: Record, Equatable {
    public static let collection = "habits_goal"
    public static let indexedFields = [Fields.categoryID, Fields.createdAt]

    public let id: String
    public var categoryID: String
    public var title: String
    public var subtitle: String
    public var period: GoalPeriod
    public var window: CertificationWindow
    public var days: WeekdaySet
    public let createdAt: Date

    public init(
        id: String, categoryID: String, title: String, subtitle: String, period: GoalPeriod,
        window: CertificationWindow, days: WeekdaySet, createdAt: Date
    ) {
        self.id = id
        self.categoryID = categoryID
        self.title = title
        self.subtitle = subtitle
        self.period = period
        self.window = window
        self.days = days
        self.createdAt = createdAt
    }

    /// The certification days that could still be certified when the goal was created
    /// (a day whose window had closed by then never counts against it).
    public func certifiableDays(in timeZone: TimeZone) -> [CalendarDay] {
        period.certifiableDays(
            days, window: window, from: CalendarDay(createdAt, in: timeZone),
            minute: CertificationRule.minuteOfDay(createdAt, in: timeZone))
    }

    /// How many days the goal asks for: its certifiable days.
    public func target(in timeZone: TimeZone) -> Int { certifiableDays(in: timeZone).count }
}

extension Goal {
    /// The fields its queries name, from its coding keys.
    enum Fields {
        static let categoryID = RecordField<Goal>(CodingKeys.categoryID)
        static let createdAt = RecordField<Goal>(CodingKeys.createdAt)
        static let title = RecordField<Goal>(CodingKeys.title)
        static let subtitle = RecordField<Goal>(CodingKeys.subtitle)
        static let period = RecordField<Goal>(CodingKeys.period)
        static let window = RecordField<Goal>(CodingKeys.window)
        static let days = RecordField<Goal>(CodingKeys.days)
    }

    /// The fields the goal form writes: an edit begun before one of them changed elsewhere
    /// is refused rather than written over it.
    static let formFields = [
        Fields.categoryID, Fields.title, Fields.subtitle, Fields.period, Fields.window, Fields.days,
    ]
}
