import Core

/// Who keeps a goal the household shares: **anyone** (one certification a day from any
/// member counts: the dog was walked) or **each** member (everyone certifies; progress,
/// streak and strength are each member's own). A goal without keepers is its owner's alone.
public enum GoalKeepers: String, Sendable, Codable, CaseIterable {
    /// One certification a day from any member counts for everyone.
    case any
    /// Each member certifies for themselves.
    case each

    /// How a form and a goal's page name it.
    public var label: Message {
        switch self {
        case .any: Message(en: "Household: anyone keeps it", ko: "가족 모두: 누구든 하면 돼요")
        case .each: Message(en: "Household: each keeps it", ko: "가족 모두: 각자 해요")
        }
    }
}
