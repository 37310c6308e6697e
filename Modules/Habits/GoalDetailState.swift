import Core

/// Goal detail after a change.
public struct GoalDetailState: Sendable, Equatable {
    public let goal: Goal
    public let progress: GoalProgress
    /// Whether certifying is allowed now, and if not, why.
    public let rule: CertificationRule
    public let certifiedDays: Set<CalendarDay>
}
