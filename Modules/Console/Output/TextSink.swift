import Foundation
import Synchronization

/// Where text goes: the process's stdout/stderr, or memory in tests.
public struct TextSink: Sendable {
    private let writeText: @Sendable (String) -> Void
    /// Whether this sink is a terminal (decides colour, prompts and progress).
    public let isTerminal: Bool

    public init(isTerminal: Bool, write: @escaping @Sendable (String) -> Void) {
        self.isTerminal = isTerminal
        writeText = write
    }

    public func write(_ text: String) { writeText(text) }

    public static let standardOutput = TextSink(isTerminal: isatty(STDOUT_FILENO) == 1) { text in
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    public static let standardError = TextSink(isTerminal: isatty(STDERR_FILENO) == 1) { text in
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// A sink that keeps what is written, for tests.
    public static func memory(isTerminal: Bool = false) -> (TextSink, @Sendable () -> String) {
        let buffer = Mutex("")
        let box = SinkBuffer(buffer)
        return (TextSink(isTerminal: isTerminal) { text in box.append(text) }, { box.text })
    }
}

private final class SinkBuffer: Sendable {
    private let buffer: Mutex<String>
    init(_ buffer: consuming Mutex<String>) { self.buffer = buffer }
    func append(_ text: String) { buffer.withLock { $0 += text } }
    var text: String { buffer.withLock { $0 } }
}
