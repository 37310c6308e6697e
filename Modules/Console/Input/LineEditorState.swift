/// The text being typed in a live line editor, fed one byte at a time (UTF-8 is put
/// together across bytes, so Hangul typed on a terminal arrives whole).
public struct LineEditorState: Sendable, Equatable {
    /// What a keystroke did.
    public enum Event: Sendable, Equatable {
        /// The text changed (or was redrawn) to this.
        case changed(String)
        /// Enter, or Ctrl-D after some text: the final text.
        case submitted(String)
        /// Escape, or Ctrl-D on an empty line: leave without an answer.
        case cancelled
        /// Ctrl-C: the person wants the whole command to stop (exit 130).
        case interrupted
    }

    public private(set) var text = ""
    private var pending: [UInt8] = []

    /// A line that starts with `text` (an edit form's current value).
    public init(text: String = "") {
        self.text = text
    }

    /// What `key` does: a byte as `apply(_:)` says, Esc leaves, and the arrows and the
    /// other editing keys leave the line as it is (the line has no cursor to move).
    public mutating func apply(key: TerminalKey) -> Event? {
        switch key {
        case .byte(let byte): apply(byte)
        case .escape: .cancelled
        case .up, .down, .left, .right, .home, .end, .delete, .other: nil
        }
    }

    public mutating func apply(_ byte: UInt8) -> Event? {
        switch byte {
        case 0x03:
            return .interrupted
        case 0x1B:
            return .cancelled
        case 0x04:
            return text.isEmpty ? .cancelled : .submitted(text)
        case 0x0A, 0x0D:
            return .submitted(text)
        case 0x7F, 0x08:
            pending.removeAll()
            guard !text.isEmpty else { return nil }
            text.removeLast()
            return .changed(text)
        case 0x15:
            text = ""
            return .changed(text)
        case 0x17:
            while text.last == " " { text.removeLast() }
            while let last = text.last, last != " " { text.removeLast() }
            return .changed(text)
        case ..<0x20:
            return nil
        default:
            pending.append(byte)
            guard let decoded = String(validating: pending, as: UTF8.self) else {
                if pending.count >= 4 { pending.removeAll() }
                return nil
            }
            pending.removeAll()
            text += decoded
            return .changed(text)
        }
    }
}
