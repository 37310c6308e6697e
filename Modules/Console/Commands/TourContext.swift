import Core

/// What a feature's tour scenario gets: a narrator and a way to run real `mosaic`
/// commands against the tour's temporary data dir and in-process StubAPI.
public struct TourContext: Sendable {
    public let io: TerminalIO
    private let runCommand: @Sendable ([String], String) async -> Int32

    public init(io: TerminalIO, run: @escaping @Sendable ([String], String) async -> Int32) {
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
        return await runCommand(arguments, input)
    }
}
