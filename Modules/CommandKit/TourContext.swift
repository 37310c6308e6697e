import Console
import Core

/// What a feature's tour scenario gets: a narrator and a way to run real `mosaic`
/// commands against the tour's temporary data dir and its features' stand-ins, in process.
public struct TourContext: Sendable {
    public let io: TerminalIO
    private let runCommand: @Sendable ([String], String, TextSink?) async -> Int32

    /// `run` executes a command line with an input text and, when given, another stdout.
    public init(io: TerminalIO, run: @escaping @Sendable ([String], String, TextSink?) async -> Int32) {
        self.io = io
        runCommand = run
    }

    /// Explains the next step.
    public func narrate(_ message: Message) {
        io.stderr.write("\n" + io.messageStyle.accent("▸ ") + io.messageStyle.emphasis(io.text(message)) + "\n")
    }

    /// Shows `$ mosaic <arguments>`, runs it (with `input` on stdin) and returns its exit code.
    @discardableResult
    public func run(_ arguments: [String], input: String = "") async -> Int32 {
        let shown = arguments.map { $0.contains(" ") || $0.isEmpty ? "'\($0)'" : $0 }.joined(separator: " ")
        io.stderr.write(io.messageStyle.dim("$ mosaic \(shown)") + "\n")
        return await runCommand(arguments, input, nil)
    }

    /// Runs a command without showing it and returns what it printed on stdout (a
    /// scenario reads an id this way).
    public func capture(_ arguments: [String]) async -> String {
        let (sink, read) = TextSink.memory()
        _ = await runCommand(arguments, "", sink)
        return read()
    }
}
