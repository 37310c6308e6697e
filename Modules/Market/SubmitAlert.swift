import Core

/// The alert shown after submit: "성공" with no message, or "실패" with every problem
/// on its own line; a single "확인" button.
public struct SubmitAlert: Sendable, Equatable {
    public let title: Message
    public let lines: [Message]
    /// Why saving a valid form failed (the store refused it), kept whole so a front can
    /// tell a storage failure from a form problem; nil when the form itself decided.
    public let saveFailure: UserError?

    public init(problems: [Message]) {
        title = problems.isEmpty ? MarketMessages.success : MarketMessages.failure
        lines = problems
        saveFailure = nil
    }

    /// The alert for a valid form the store could not save.
    public init(saveFailure: UserError) {
        title = MarketMessages.failure
        lines = [saveFailure.message]
        self.saveFailure = saveFailure
    }

    public var succeeded: Bool { lines.isEmpty }

    /// The alert's message: the lines joined by newlines, or nil on success.
    public func message(_ language: Language) -> String? {
        lines.isEmpty ? nil : lines.map { $0.text(language) }.joined(separator: "\n")
    }
}
