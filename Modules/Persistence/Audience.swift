import Core

/// Who may see a record beside its owner: no one ("Only me") or every member of the
/// household ("Household"). Worded by audience, never "private/public": a household's
/// server has no anonymous readers.
public enum Audience: String, Sendable, Codable, CaseIterable {
    /// Only the record's owner.
    case me
    /// Every member of the household.
    case household

    /// How a list or form names it.
    public var label: Message {
        switch self {
        case .me: Message(en: "Only me", ko: "나만")
        case .household: Message(en: "Household", ko: "가족 모두")
        }
    }

    /// The audience a command-line value names (`me`, `household`), or nil.
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}
