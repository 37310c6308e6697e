import Core
import Foundation
import Synchronization

/// Where text goes: the process's stdout/stderr, or memory in tests.
public struct TextSink: Sendable {
    private let writeText: @Sendable (String) -> Void
    /// Whether this sink is a terminal (decides colour, prompts and progress).
    public let isTerminal: Bool
    /// The width the terminal reports, in columns; nil when it is not a terminal.
    public let reportedColumns: Int?
    /// The height the terminal reports, in lines; nil when it is not a terminal.
    public let reportedRows: Int?

    public init(
        isTerminal: Bool, reportedColumns: Int? = nil, reportedRows: Int? = nil,
        write: @escaping @Sendable (String) -> Void
    ) {
        self.isTerminal = isTerminal
        self.reportedColumns = reportedColumns
        self.reportedRows = reportedRows
        writeText = write
    }

    /// How wide lines written here may be: `$COLUMNS` when set (as every terminal program
    /// honours it), else what the terminal reports, else 80.
    public func columns(environment: [String: String]) -> Int {
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return reportedColumns ?? 80
    }

    /// A sink for `descriptor`, with the size of the terminal it is, if it is one.
    private init(terminal descriptor: Int32, write: @escaping @Sendable (String) -> Void) {
        var size = winsize()
        let known = ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0
        self.init(
            isTerminal: isatty(descriptor) == 1, reportedColumns: known && size.ws_col > 0 ? Int(size.ws_col) : nil,
            reportedRows: known && size.ws_row > 0 ? Int(size.ws_row) : nil, write: write)
    }

    public func write(_ text: String) { writeText(text) }

    /// The process's stdout. When the reader goes away early (`mosaic perfume list | head -1`)
    /// the process ends quietly with status 0, as the output was all it had left to give;
    /// output that cannot be written (a full disk) ends it with 74 and the reason.
    public static let standardOutput = TextSink(terminal: STDOUT_FILENO) { text in
        let failure = writeAll(text, to: STDOUT_FILENO)
        if failure == EPIPE { exit(0) }
        if failure != 0 {
            _ = writeAll("mosaic: cannot write the output: \(String(cString: strerror(failure)))\n", to: STDERR_FILENO)
            exit(74)
        }
    }

    /// The process's stderr; a closed one is not worth failing over.
    public static let standardError = TextSink(terminal: STDERR_FILENO) { text in
        _ = writeAll(text, to: STDERR_FILENO)
    }

    /// Writes all of `text`; the `errno` of a failure (EPIPE: the reader closed its end, with
    /// SIGPIPE ignored), or 0.
    private static func writeAll(_ text: String, to descriptor: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { FileDescriptor.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
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
