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
    /// `--json=id,brand`: only these fields of each object.
    public let fields: JSONFields?
    /// Styles for stdout and stderr, each decided for its own stream.
    public let dataStyle: Styler
    public let messageStyle: Styler
    /// How wide stdout is when it is a terminal (tables fit in it); nil for a pipe or a file.
    public let width: Int?
    /// Where a document taller than the terminal goes; nil in a pipe or with `--no-pager`.
    public let pager: Pager?
    /// Whose the records printed as JSON are (a household of several); nil: none said.
    public var sharing: JSONSharing?

    public init(
        stdout: TextSink, stderr: TextSink, language: Language, json: Bool, noColor: Bool,
        environment: [String: String],
        pager: Pager? = nil, fields: JSONFields? = nil
    ) {
        self.fields = fields
        self.pager = stdout.isTerminal ? pager : nil
        self.stdout = stdout
        self.stderr = stderr
        self.language = language
        self.json = json
        width = stdout.isTerminal ? stdout.columns(environment: environment) : nil
        dataStyle = Styler(
            enabled: ColorPolicy.enabled(noColorFlag: noColor, environment: environment, isTerminal: stdout.isTerminal))
        messageStyle = Styler(
            enabled: ColorPolicy.enabled(noColorFlag: noColor, environment: environment, isTerminal: stderr.isTerminal))
    }

    /// The text of `message` in the user's language, with control characters shown visibly.
    public func text(_ message: Message) -> String { TerminalText.neutralised(message.text(language)) }

    /// Shows what a command returned: the only place that chooses between JSON, an
    /// empty-state message and text.
    public func show(_ output: CommandOutput) throws {
        switch output {
        case .done:
            break
        case .message(let message):
            success(message)
        case .data(let document, let value, let caption):
            if json { return try write(json: value) }
            if let caption { say(caption) }
            write(document)
        case .empty(let message, let value):
            if json { try write(json: value) } else { say(message) }
        case .written(let message, let value, let document):
            success(message)
            if json { try write(json: value) } else { write(document) }
        case .failing(let output, let error):
            try show(output)
            throw error
        case .verbatim(let text):
            // By scalar: "\r\n" is one Character, so `hasSuffix("\n")` misses a CSV's last line end.
            stdout.write(text.unicodeScalars.last == "\n" ? text : text + "\n")
        }
    }

    /// `document` on stdout, in stdout's colour; nothing for an empty one.
    private func write(_ document: Document) {
        guard !document.isEmpty else { return }
        let text = document.render(with: dataStyle, width: width) + "\n"
        if pager?.page(text) != true { stdout.write(text) }
    }

    /// `value` as JSON on stdout, with the exact text (JSON escapes control characters itself).
    private func write(json value: any Encodable) throws {
        let encoded = try JSONOutput.encode(value)
        let text = sharing?.decorate(encoded) ?? encoded
        stdout.write(try fields.map { fields throws(UserError) in try fields.select(text) } ?? text)
        stdout.write("\n")
    }

    /// The ids of the objects `output` prints as JSON (none without `--json`).
    public func jsonIDs(of output: CommandOutput) -> [String] {
        guard json, let value = output.jsonValue, let text = try? JSONOutput.encode(value) else { return [] }
        return JSONSharing.ids(in: text)
    }

    /// A message for the person, on stderr.
    public func say(_ message: Message) {
        stderr.write(text(message) + "\n")
    }

    /// A success message on stderr.
    public func success(_ message: Message) {
        stderr.write(messageStyle.success(text(message)) + "\n")
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
