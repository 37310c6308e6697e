/// Ordered rules that report every failing message at once, so a form can show all
/// its problems together, in the order the screen lists them.
public struct Validator<Subject>: Sendable {
    public let rules: [ValidationRule<Subject>]

    public init(_ rules: [ValidationRule<Subject>]) {
        self.rules = rules
    }

    /// The messages of every failing rule, in rule order, each message once.
    public func failures(of subject: Subject) -> [Message] {
        var seen = Set<Message>()
        return rules.compactMap { rule in
            guard !rule.isSatisfied(subject), seen.insert(rule.message).inserted else { return nil }
            return rule.message
        }
    }

    /// Whether every rule holds.
    public func isValid(_ subject: Subject) -> Bool {
        rules.allSatisfy { $0.isSatisfied(subject) }
    }
}
