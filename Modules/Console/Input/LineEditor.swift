import Foundation

/// Reads keystrokes from a terminal in raw mode and reports the text after each one,
/// for live search: the stream feeds a debounced view-model input.
public struct LineEditor: Sendable {
    /// Reads a byte: `true` asks for one that may follow an ESC, nil when none comes at once.
    private let readByte: @Sendable (_ followingEscape: Bool) -> UInt8?
    private let usesTerminal: Bool

    /// Reads `readByte` (tests feed bytes; nil is end of input, and an ESC last is Esc).
    public init(readByte: @escaping @Sendable () -> UInt8?) {
        self.readByte = { _ in readByte() }
        usesTerminal = false
    }

    /// Reads stdin, switched to raw mode while the stream runs.
    public static func standardInput() -> LineEditor {
        LineEditor(terminal: true, readByte: standardInputByte)
    }

    /// A byte of stdin; after an ESC, nil when none follows within `escapeWait` to be part of
    /// its sequence.
    static func standardInputByte(followingEscape: Bool) -> UInt8? {
        if followingEscape {
            var ready = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, escapeWait) == 1 else { return nil }
        }
        var byte: UInt8 = 0
        return read(STDIN_FILENO, &byte, 1) == 1 ? byte : nil
    }

    /// How long the rest of a key's sequence may take after its ESC, in milliseconds: 100 (vim's
    /// ttimeoutlen) on this machine's own terminal, 500 (readline's keyseq-timeout) over ssh,
    /// where a slow link splits a sequence (`ESC`, then `[A` 200 ms later). Esc pressed alone
    /// takes that long to act.
    static let escapeWait: Int32 = {
        let environment = ProcessInfo.processInfo.environment
        return environment["SSH_CONNECTION"] != nil || environment["SSH_TTY"] != nil ? 500 : 100
    }()

    /// How long after Esc alone what comes is taken for the rest of a split sequence, in
    /// milliseconds: Esc then acts at most a third of a second after it is pressed here.
    static let lateRestWait: Int32 = 250

    /// After Esc pressed alone ends a screen: what comes within `lateRestWait` is read and
    /// dropped (a few bytes at most, so a held key cannot keep the screen), so the rest of a
    /// sequence split later still never reaches the shell as text.
    private static func dropPendingInput() {
        var ready = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        var dropped = 0
        var bytes = [UInt8](repeating: 0, count: 16)
        while dropped < 64, poll(&ready, 1, lateRestWait) == 1 {
            let count = read(STDIN_FILENO, &bytes, bytes.count)
            guard count > 0 else { break }
            dropped += count
        }
    }

    private init(terminal: Bool, readByte: @escaping @Sendable (_ followingEscape: Bool) -> UInt8?) {
        self.readByte = readByte
        usesTerminal = terminal
    }

    /// Whether keystrokes come from a real terminal (so a screen can take single keys).
    public var isTerminal: Bool { usesTerminal }

    /// Runs `body` with the terminal in raw mode, reading one key at a time (nil at the end
    /// of input); the mode is restored when it returns or throws.
    public func withKeys<T, Failure: Error>(_ body: (() -> TerminalKey?) throws(Failure) -> T) throws(Failure) -> T {
        let saved = usesTerminal ? RawMode.enable() : nil
        defer { if saved != nil { RawMode.restore() } }
        let readByte = readByte
        var last: TerminalKey?
        defer { if saved != nil, last == .escape { Self.dropPendingInput() } }
        return try body {
            last = TerminalKey.read(readByte)
            return last
        }
    }

    /// The editor's events until the line is submitted, cancelled or interrupted, or the
    /// input ends. The terminal is in raw mode from this call until the stream ends (so
    /// a screen drawn after it never sees keystrokes echoed), and is restored then, at
    /// exit, or on a terminating signal. Enter on text `accept` refuses keeps editing it
    /// (the screen is redrawn with it, so its problem stays in view).
    public func events(
        startingWith initial: String = "",
        accepting accept: @escaping @Sendable (String) -> Bool = { _ in true }
    ) -> AsyncStream<LineEditorState.Event> {
        let readByte = readByte
        let saved = usesTerminal ? RawMode.enable() : nil
        return AsyncStream { continuation in
            let thread = Thread {
                defer { if saved != nil { RawMode.restore() } }
                var state = LineEditorState(text: initial)
                while let key = TerminalKey.read(readByte) {
                    guard let event = state.apply(key: key) else { continue }
                    if case .submitted(let text) = event, !accept(text) {
                        // Ctrl-D still leaves; Enter stays on the text to fix it.
                        continuation.yield(key == .byte(0x04) ? .cancelled : .changed(text))
                        if key == .byte(0x04) { break }
                        continue
                    }
                    // Before the screen hears of it: the process may end as soon as it does.
                    if saved != nil, key == .escape { Self.dropPendingInput() }
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

/// Switches the terminal to raw input (no echo, no line buffering) and back. The mode the
/// terminal had is kept in a global so that an exit or a signal (SIGTERM, SIGHUP, or a
/// SIGINT sent with `kill`, since raw mode turns Ctrl-C into a keystroke) can put it back
/// from anywhere: a person is never left at a shell without echo.
enum RawMode {
    /// Touched only by `enable`/`restore` (one live screen at a time) and the signal
    /// handler, which may only read it.
    nonisolated(unsafe) private static var original = termios()
    nonisolated(unsafe) private static var isRaw = false
    private static let installHandlers: Void = {
        atexit { RawMode.restore() }
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            Glibc.signal(signal) { received in
                RawMode.restore()
                Glibc.signal(received, SIG_DFL)
                raise(received)
            }
        }
    }()

    /// Switches to raw mode; nil when stdin is not a terminal.
    static func enable() -> termios? {
        var current = termios()
        guard tcgetattr(STDIN_FILENO, &current) == 0 else { return nil }
        _ = installHandlers
        original = current
        var raw = current
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG)
        // TCSANOW, not TCSAFLUSH: keystrokes typed ahead are kept, not thrown away.
        isRaw = true
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        return current
    }

    /// Puts back the mode `enable` found (async-signal-safe: only `tcsetattr`).
    static func restore() {
        guard isRaw else { return }
        isRaw = false
        tcsetattr(STDIN_FILENO, TCSANOW, &original)
    }
}
