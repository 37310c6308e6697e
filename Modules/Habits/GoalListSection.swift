/// A category on the goal list with its goals and their progress, oldest first.
public struct GoalListSection: Sendable, Equatable {
    public let category: HabitCategory
    public let goals: [GoalRow]

    /// The first `count` goals of `sections`, in list order, still under their categories
    /// (empty categories past the count left out); all of them for nil.
    public static func first(_ count: Int?, of sections: [GoalListSection]) -> [GoalListSection] {
        guard var left = count else { return sections }
        return sections.compactMap { section -> GoalListSection? in
            guard left > 0 else { return nil }
            let goals = Array(section.goals.prefix(left))
            left -= goals.count
            return GoalListSection(category: section.category, goals: goals)
        }
    }
}

/// A goal on the list with its progress ring.
public struct GoalRow: Sendable, Equatable {
    public let goal: Goal
    public let progress: GoalProgress
}
