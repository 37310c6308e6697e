/// One check of a form: when `isSatisfied` is false the form shows `message`.
public struct ValidationRule<Subject>: Sendable {
    public let message: Message
    public let isSatisfied: @Sendable (Subject) -> Bool

    public init(_ message: Message, isSatisfied: @escaping @Sendable (Subject) -> Bool) {
        self.message = message
        self.isSatisfied = isSatisfied
    }

    /// A rule that fails when the text at `field` is empty after trimming whitespace.
    public static func required(_ field: @escaping @Sendable (Subject) -> String?, _ message: Message) -> Self {
        ValidationRule(message) { subject in
            !(field(subject) ?? "").trimmingWhitespace.isEmpty
        }
    }
}

extension String {
    /// The text without leading and trailing whitespace and newlines (including U+3000).
    public var trimmingWhitespace: String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
