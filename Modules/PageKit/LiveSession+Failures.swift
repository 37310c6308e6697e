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

    /// Shows each error's message as the page's alert line. On an edit form, `saveAsNew` is
    /// where the feature's add form posts: a record gone (deleted elsewhere while it was
    /// being edited) then comes with a button that saves what was typed as a new one.
    public func renderFailures<Errors: AsyncSequence & Sendable>(
        _ errors: Errors, into target: LiveTarget = .failure, saveAsNew: String? = nil
    )
    where Errors.Element == UserError {
        let language = language
        render(errors, into: target) { error in
            guard let saveAsNew, error.category == .notFound else { return FailureLine.html(error.message, language) }
            return FailureLine.saveAsNew(error.message, action: saveAsNew, language)
        }
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

    /// `message` with a button that posts the form it stands in to `action`, the add form's
    /// route: what was typed into an edit of a record deleted meanwhile is saved as a new one.
    public static func saveAsNew(_ message: Message, action: String, _ language: Language) -> HTML {
        """
        <div class="error" role="alert"><p>\(message.text(language))</p>\
        <button type="submit" class="secondary" formaction="\(action)" formnovalidate>\(WebMessages.saveAsNew.text(language))</button></div>
        """
    }

    /// A form's problems as a list, in order; nothing when there are none.
    public static func list(_ problems: [Message], _ language: Language) -> HTML {
        problems.isEmpty
            ? .empty : "<ul class=\"error\">\(problems.map { "<li>\($0.text(language))</li>" as HTML })</ul>"
    }
}
