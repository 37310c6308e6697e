import Core

/// The alert shown after submit: "성공" with no message, or "실패" with every problem
/// on its own line; a single "확인" button.
public struct SubmitAlert: Sendable, Equatable {
    public let title: Message
    public let lines: [Message]

    public init(problems: [Message]) {
        title = problems.isEmpty ? MarketplaceMessages.success : MarketplaceMessages.failure
        lines = problems
    }

    public var succeeded: Bool { lines.isEmpty }

    /// The alert's message: the lines joined by newlines, or nil on success.
    public func message(_ language: Language) -> String? {
        lines.isEmpty ? nil : lines.map { $0.text(language) }.joined(separator: "\n")
    }
}
