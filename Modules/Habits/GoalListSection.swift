/// A category on the goal list with its goals and their progress, oldest first.
public struct GoalListSection: Sendable, Equatable {
    public let category: HabitCategory
    public let goals: [GoalRow]
}

/// A goal on the list with its progress ring.
public struct GoalRow: Sendable, Equatable {
    public let goal: Goal
    public let progress: GoalProgress
}
