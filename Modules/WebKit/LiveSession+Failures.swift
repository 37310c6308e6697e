import Core

extension LiveSession {
    /// Shows each message (a storage or network problem) as the page's alert line.
    public func renderFailures<Messages: AsyncSequence & Sendable>(
        _ messages: Messages, into target: LiveTarget = .failure
    )
    where Messages.Element == Message {
        let language = language
        render(messages, into: target) { FailureLine.html($0, language) }
    }

    /// Shows each error's message as the page's alert line.
    public func renderFailures<Errors: AsyncSequence & Sendable>(_ errors: Errors, into target: LiveTarget = .failure)
    where Errors.Element == UserError {
        let language = language
        render(errors, into: target) { FailureLine.html($0.message, language) }
    }

    /// Shows `message` as the page's alert line now.
    public func showFailure(_ message: Message, into target: LiveTarget = .failure) {
        send(.html(target: target, FailureLine.html(message, language)))
    }

    /// Empties the page's alert line (what it said is no longer so).
    public func clearFailure(into target: LiveTarget = .failure) {
        send(.html(target: target, .empty))
    }
}

/// A problem as a page shows it.
public enum FailureLine {
    /// `message` as an alert paragraph.
    public static func html(_ message: Message, _ language: Language) -> HTML {
        "<p class=\"error\" role=\"alert\">\(message.text(language))</p>"
    }

    /// A form's problems as a list, in order; nothing when there are none.
    public static func list(_ problems: [Message], _ language: Language) -> HTML {
        problems.isEmpty
            ? .empty : "<ul class=\"error\">\(problems.map { "<li>\($0.text(language))</li>" as HTML })</ul>"
    }
}
