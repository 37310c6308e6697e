import Core
import Foundation

/// Everything a command prints, in the user's language: data on stdout (a table, or
/// JSON with `--json`), messages and progress on stderr, colour only where it belongs.
public struct TerminalIO: Sendable {
    public let stdout: TextSink
    public let stderr: TextSink
    public let language: Language
    /// `--json`: data is printed as JSON and messages stay off stdout.
    public let json: Bool
    /// Styles for stdout and stderr, each decided for its own stream.
    public let dataStyle: Styler
    public let messageStyle: Styler

    public init(stdout: TextSink, stderr: TextSink, language: Language, json: Bool, noColor: Bool, environment: [String: String]) {
        self.stdout = stdout
        self.stderr = stderr
        self.language = language
        self.json = json
        dataStyle = Styler(enabled: ColorPolicy.enabled(noColorFlag: noColor, environment: environment, isTerminal: stdout.isTerminal))
        messageStyle = Styler(enabled: ColorPolicy.enabled(noColorFlag: noColor, environment: environment, isTerminal: stderr.isTerminal))
    }

    /// The text of `message` in the user's language, with control characters shown visibly.
    public func text(_ message: Message) -> String { TerminalText.neutralised(message.text(language)) }

    /// A line of data on stdout. Control characters in it are shown visibly; only the
    /// colour this process added survives (see `TerminalText`).
    public func data(_ line: String) {
        stdout.write(dataStyle.safe(line) + "\n")
    }

    /// A table on stdout.
    public func table(_ table: TextTable) {
        data(table.render(headerStyle: dataStyle.emphasis))
    }

    /// `value` as JSON on stdout, with the exact text (JSON escapes control characters itself).
    public func json<T: Encodable>(_ value: T) throws {
        stdout.write(try JSONOutput.encode(value) + "\n")
    }

    /// A message for the person, on stderr.
    public func say(_ message: Message) {
        stderr.write(text(message) + "\n")
    }

    /// A success message on stderr.
    public func success(_ message: Message) {
        stderr.write(messageStyle.success(text(message)) + "\n")
    }

    /// After a write: `message` on stderr and, with `--json`, the object written (created,
    /// changed or deleted, id included) on stdout, so scripts can chain commands.
    public func written<T: Encodable>(_ value: T, _ message: Message) throws {
        success(message)
        if json { try self.json(value) }
    }

    /// A warning on stderr.
    public func warn(_ message: Message) {
        stderr.write(messageStyle.warning(text(message)) + "\n")
    }

    /// An error and its detail lines on stderr.
    public func error(_ error: UserError) {
        var lines = [messageStyle.error(ConsoleMessages.errorPrefix.text(language) + text(error.message))]
        lines += error.details.map { "  " + text($0) }
        stderr.write(lines.joined(separator: "\n") + "\n")
    }
}
