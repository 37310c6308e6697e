import Foundation

/// Reads keystrokes from a terminal in raw mode and reports the text after each one,
/// for live search: the stream feeds a debounced view-model input.
public struct LineEditor: Sendable {
    private let readByte: @Sendable () -> UInt8?
    private let usesTerminal: Bool

    /// Reads `readByte` (tests feed bytes; nil is end of input).
    public init(readByte: @escaping @Sendable () -> UInt8?) {
        self.readByte = readByte
        usesTerminal = false
    }

    /// Reads stdin, switched to raw mode while the stream runs.
    public static func standardInput() -> LineEditor {
        LineEditor(terminal: true) {
            var byte: UInt8 = 0
            return read(STDIN_FILENO, &byte, 1) == 1 ? byte : nil
        }
    }

    private init(terminal: Bool, readByte: @escaping @Sendable () -> UInt8?) {
        self.readByte = readByte
        usesTerminal = terminal
    }

    /// The editor's events until the line is submitted or cancelled.
    public func events() -> AsyncStream<LineEditorState.Event> {
        let readByte = readByte
        let usesTerminal = usesTerminal
        return AsyncStream { continuation in
            let thread = Thread {
                let saved = usesTerminal ? RawMode.enable() : nil
                defer { saved.map(RawMode.restore) }
                var state = LineEditorState()
                while let byte = readByte() {
                    guard let event = state.apply(byte) else { continue }
                    continuation.yield(event)
                    if case .changed = event { continue }
                    break
                }
                continuation.finish()
            }
            thread.start()
        }
    }
}

/// Switches the terminal to raw input (no echo, no line buffering) and back.
enum RawMode {
    static func enable() -> termios? {
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return nil }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG)
        // TCSANOW, not TCSAFLUSH: keystrokes typed ahead are kept, not thrown away.
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        return original
    }

    static func restore(_ original: termios) {
        var original = original
        tcsetattr(STDIN_FILENO, TCSANOW, &original)
    }
}
