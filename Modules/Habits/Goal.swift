import Foundation
import Persistence

/// A habit to certify: in one category (by id, not by title: seed bug 2), over an
/// inclusive period, on some weekdays, inside a daily window.
public struct Goal: Record, Equatable {
    public static let collection = "habits_goal"
    public static let indexedFields = ["categoryID", "createdAt"]

    public let id: String
    public var categoryID: String
    public var title: String
    public var subtitle: String
    public var period: GoalPeriod
    public var window: CertificationWindow
    public var days: WeekdaySet
    public let createdAt: Date

    public init(id: String, categoryID: String, title: String, subtitle: String, period: GoalPeriod,
                window: CertificationWindow, days: WeekdaySet, createdAt: Date) {
        self.id = id
        self.categoryID = categoryID
        self.title = title
        self.subtitle = subtitle
        self.period = period
        self.window = window
        self.days = days
        self.createdAt = createdAt
    }

    /// Days in the period whose weekday is a certification day.
    public var target: Int { period.certificationDays(days).count }
}
