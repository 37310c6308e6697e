/// A goal on the list with its progress ring.
public struct GoalRow: Sendable, Equatable {
    public let goal: Goal
    public let progress: GoalProgress
}
