import Foundation
import Persistence

/// A member's word that they no longer keep a goal the household keeps: it leaves their goal
/// list and their reminders, and everything they certified stays (their history, the album,
/// the others' progress). Each member's own (`isPersonal`); deleting it is joining again.
public struct GoalLeave: Record, Equatable {
    public static let collection = "habits_goal_leaves"
    public static let isPersonal = true

    /// The goal left.
    public let id: RecordID<Goal>
    /// When.
    public var leftAt: Date

    public init(id: RecordID<Goal>, leftAt: Date) {
        self.id = id
        self.leftAt = leftAt
    }
}
