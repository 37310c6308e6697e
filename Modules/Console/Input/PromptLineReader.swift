import Foundation

/// Reads one line at a prompt on a terminal, in raw mode, editing it as `PromptLineState`
/// says and drawing it after the prompt (on stderr, where prompts are): the cursor moves,
/// Delete deletes, and an arrow or Home is never stored as its escape bytes, as it was
/// when the line was read in cooked mode. Ctrl-C interrupts as it would in cooked mode.
enum PromptLineReader {
    /// The line typed; nil when the input ends (Ctrl-D on an empty line, or stdin closed).
    /// Input typed ahead is read the same way, in raw mode: a terminal switched back to lines
    /// would not see the bytes it received raw as lines.
    static func readLine() -> String? {
        guard RawMode.enable() != nil else { return Swift.readLine(strippingNewline: true) }
        // `restore` puts the mode back once, however often it is called.
        defer { RawMode.restore() }
        // Where the line starts (after the prompt): each redraw comes back here.
        write("\u{1B}7")
        var state = PromptLineState()
        while let key = TerminalKey.read(LineEditor.standardInputByte) {
            switch state.apply(key) {
            case .editing:
                draw(state)
            case .submitted(let text):
                write("\r\n")
                return text
            case .ended:
                write("\r\n")
                return nil
            case .interrupted:
                write("\r\n")
                RawMode.restore()
                // As a cooked terminal would have: the signal, and its handler's exit.
                raise(SIGINT)
                return nil
            }
        }
        return state.characters.isEmpty ? nil : state.text
    }

    /// The line from where it starts, the rest of the screen line cleared, and the cursor
    /// put back by the width of what follows it.
    private static func draw(_ state: PromptLineState) {
        let after = String(state.characters[state.cursor...])
        let back = DisplayWidth.of(TerminalText.neutralised(after))
        write("\u{1B}8" + TerminalText.neutralised(state.text) + "\u{1B}[K" + (back > 0 ? "\u{1B}[\(back)D" : ""))
    }

    private static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
