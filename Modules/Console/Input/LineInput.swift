import Foundation

/// Where answers to prompts come from: the process's stdin, or a script in tests.
public struct LineInput: Sendable {
    /// Whether a person can be asked (stdin is a terminal).
    public let isTerminal: Bool
    private let read: @Sendable () -> String?
    private let readRest: (@Sendable (_ limit: Int) -> Data?)?
    private let readHidden: (@Sendable () -> String?)?

    /// `read` gives the next line; `readRest`, when given, everything left as bytes up to
    /// a limit (nil past it; otherwise the remaining lines are joined); `readHidden`, a line typed without echo.
    public init(
        isTerminal: Bool, read: @escaping @Sendable () -> String?,
        readRest: (@Sendable (_ limit: Int) -> Data?)? = nil,
        readHidden: (@Sendable () -> String?)? = nil
    ) {
        self.isTerminal = isTerminal
        self.read = read
        self.readRest = readRest
        self.readHidden = readHidden
    }

    /// The next line, without its newline; nil at end of input.
    public func readLine() -> String? { read() }

    /// The next line with the terminal's echo off (a password); elsewhere as `readLine`.
    public func readHiddenLine() -> String? { (readHidden ?? read)() }

    /// Everything left on the input (`mosaic perfume import -`); nil when it holds more than
    /// `limit` bytes (read no further than that, so a huge stdin costs no more).
    public func readToEnd(limit: Int = 256 << 20) -> Data? {
        if let readRest { return readRest(limit) }
        var lines: [String] = []
        var total = 0
        while let line = read() {
            total += line.utf8.count + 1
            if total > limit + 1 { return nil }
            lines.append(line)
        }
        return Data(lines.joined(separator: "\n").utf8)
    }

    public static let standardInput = LineInput(
        isTerminal: isatty(STDIN_FILENO) == 1,
        // On a terminal a line is edited as a person expects (PromptLineReader); a pipe is read as it comes.
        read: { isatty(STDIN_FILENO) == 1 ? PromptLineReader.readLine() : Swift.readLine(strippingNewline: true) },
        readRest: { limit in
            var data = Data()
            while true {
                guard let chunk = try? FileHandle.standardInput.read(upToCount: 1 << 16), !chunk.isEmpty else {
                    return data
                }
                data.append(chunk)
                if data.count > limit { return nil }
            }
        },
        readHidden: {
            var saved = termios()
            guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &saved) == 0 else {
                return Swift.readLine(strippingNewline: true)
            }
            var quiet = saved
            quiet.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(STDIN_FILENO, TCSANOW, &quiet)
            defer {
                tcsetattr(STDIN_FILENO, TCSANOW, &saved)
                // The Enter that ended the line was not echoed either.
                FileHandle.standardError.write(Data("\n".utf8))
            }
            return Swift.readLine(strippingNewline: true)
        }
    )

    /// `text` on a stdin that is a pipe, not a terminal: its lines as `readLine` gives them
    /// (a final newline ends the last line and adds none).
    public static func piped(_ text: String) -> LineInput {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.isEmpty || text.hasSuffix("\n") { lines.removeLast() }
        return scripted(lines, isTerminal: false)
    }

    /// Answers `lines` one by one, as if typed on a terminal.
    public static func scripted(_ lines: [String], isTerminal: Bool = true) -> LineInput {
        let remaining = ScriptedLines(lines)
        return LineInput(isTerminal: isTerminal) { remaining.next() }
    }
}

private final class ScriptedLines: @unchecked Sendable {
    private let lock = NSLock()
    private let lines: [String]
    // An index, not `removeFirst`: a scripted stdin of a million lines is read in linear time.
    private var position = 0

    init(_ lines: [String]) { self.lines = lines }

    func next() -> String? {
        lock.withLock {
            guard position < lines.count else { return nil }
            defer { position += 1 }
            return lines[position]
        }
    }
}
