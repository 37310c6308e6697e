import Core

/// A live search screen on the terminal: each keystroke goes to a view-model's query
/// input; each result it publishes is drawn under the typed text. Enter (or Ctrl-D after
/// some text) ends it with the text typed; Escape, Ctrl-D on an empty line or the end of
/// input with nil; Ctrl-C throws the interruption (exit 130).
public struct LiveSearch: Sendable {
    let editor: LineEditor
    let io: TerminalIO
    let help: Message
    /// What the typed line starts with: 🔍 for a search, ✎ for a field being written.
    let marker: String

    public init(editor: LineEditor, io: TerminalIO, help: Message, marker: String = "🔍") {
        self.editor = editor
        self.io = io
        self.help = help
        self.marker = marker
    }

    /// Runs the screen: `query` receives the text after each change; `results` is the
    /// view-model's output, drawn by `render` when it belongs to the text on screen
    /// (`resultQuery` says which text a result is for, so a stale one is not drawn;
    /// without it every result is drawn).
    public func run<Results: Sendable>(
        query: EventRelay<String>,
        startingWith initial: String = "",
        results: AsyncStream<Results>,
        resultQuery: (@Sendable (Results) -> String)? = nil,
        accept: @escaping @Sendable (String) -> Bool = { _ in true },
        render: @escaping @Sendable (Results) -> Document
    ) async throws(UserError) -> String? {
        let typed = LockedValue(initial)
        // Once the screen ends, no late result may draw over whatever comes next (a paste
        // of a nickname and Enter can finish it before its first result is drawn).
        let finished = LockedValue(false)
        let io = io
        let help = help
        let marker = marker
        @Sendable func redraw(_ results: Results?) {
            var screen = "\u{1B}[H\u{1B}[2J" + io.messageStyle.dim(io.text(help)) + "\n"
            screen += io.messageStyle.accent(marker + " ") + TerminalText.neutralised(typed.value) + "\n\n"
            if let results, resultQuery.map({ $0(results) == typed.value }) ?? true {
                screen += render(results).render(with: io.messageStyle) + "\n"
            }
            // Checked and written under one lock, so a finished screen is never drawn again.
            finished.withLock { done in if !done { io.stderr.write(screen) } }
        }
        let events = editor.events(startingWith: initial, accepting: accept)
        redraw(nil)
        if !initial.isEmpty { query.accept(initial) }
        let drawing = Task {
            for await result in results { redraw(result) }
        }
        defer {
            finished.withLock { $0 = true }
            drawing.cancel()
        }
        /// Ends the screen with `last` as its final output; nothing is drawn after it.
        func finish(_ last: String) {
            finished.withLock { done in
                done = true
                io.stderr.write(last)
            }
        }
        for await event in events {
            switch event {
            case .changed(let text):
                typed.withLock { $0 = text }
                redraw(nil)
                query.accept(text)
            case .submitted(let text):
                finish("\u{1B}[H\u{1B}[2J")
                return text
            case .cancelled:
                finish("\n")
                return nil
            case .interrupted:
                finish("\n")
                throw UserError(ConsoleMessages.interrupted, category: .interrupted)
            }
        }
        return nil
    }
}
