/// A field of the goal form a terminal asks for when no flag gave it.
enum GoalFormField: Sendable, Hashable {
    case period, days, window, target
}
