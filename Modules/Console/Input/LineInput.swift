import Foundation

/// Where answers to prompts come from: the process's stdin, or a script in tests.
public struct LineInput: Sendable {
    /// Whether a person can be asked (stdin is a terminal).
    public let isTerminal: Bool
    private let read: @Sendable () -> String?

    public init(isTerminal: Bool, read: @escaping @Sendable () -> String?) {
        self.isTerminal = isTerminal
        self.read = read
    }

    /// The next line, without its newline; nil at end of input.
    public func readLine() -> String? { read() }

    public static let standardInput = LineInput(isTerminal: isatty(STDIN_FILENO) == 1) {
        Swift.readLine(strippingNewline: true)
    }

    /// Answers `lines` one by one, as if typed on a terminal.
    public static func scripted(_ lines: [String], isTerminal: Bool = true) -> LineInput {
        let remaining = ScriptedLines(lines)
        return LineInput(isTerminal: isTerminal) { remaining.next() }
    }
}

private final class ScriptedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String]

    init(_ lines: [String]) { self.lines = lines }

    func next() -> String? {
        lock.withLock { lines.isEmpty ? nil : lines.removeFirst() }
    }
}
