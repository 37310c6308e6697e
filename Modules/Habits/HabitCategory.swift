import Foundation
import Persistence

/// A group of goals ("운동", "공부"), known by its id; its title is unique ignoring case.
public struct HabitCategory: Record, Equatable {
    public static let collection = "habits_category"
    public static let indexedFields = [Fields.createdAt]

    public let id: RecordID<HabitCategory>
    public var title: String
    public let createdAt: Date

    public init(id: RecordID<HabitCategory>, title: String, createdAt: Date) {
        self.id = id
        self.title = title
        self.createdAt = createdAt
    }
}

extension HabitCategory {
    /// The fields its queries name, from its coding keys.
    enum Fields {
        static let createdAt = RecordField<HabitCategory>(CodingKeys.createdAt)
    }
}
