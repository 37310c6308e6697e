import Foundation
import Habits
import Persistence

/// A category as every `habits category` command prints it with `--json`: one shape for
/// `add`, `list`, `rename` and `delete` (#47), its goals counted.
struct CategoryJSON: Encodable, Sendable {
    let id: RecordID<HabitCategory>
    let title: String
    let createdAt: Date
    /// How many goals it holds (those deleted with it, for `delete`).
    let goals: Int

    init(_ category: HabitCategory, goals: Int) {
        id = category.id
        title = category.title
        createdAt = category.createdAt
        self.goals = goals
    }
}
