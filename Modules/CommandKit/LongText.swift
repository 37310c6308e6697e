import Console
import Core
import Foundation

/// Long text (perfume notes, a listing's description, a review) as jrnl takes it: a flag
/// given as `-`, or with no value at the end of the line, is composed in `$VISUAL` or
/// `$EDITOR` (else `vi`) on a terminal, and read from stdin otherwise.
public enum LongText {
    /// The value meaning "compose it": `-`.
    public static let compose = "-"
    /// The options that hold long text; `ArgumentOrder` gives one at the end of the line `-`.
    public static let options: Set<String> = ["--notes", "--description", "--content"]

    /// `value` itself, or when it is `-` the text composed in the editor (on an empty file)
    /// or read from stdin, without the trailing line break; nil when `value` is nil.
    public static func read(_ value: String?, in context: CommandContext) throws -> String? {
        guard let value, value == compose else { return value }
        guard context.prompter.canAsk else { return try readInput(context) }
        return try edit("", environment: context.dependencies.environment)
    }

    /// For an edit: `value` itself, or when it is `-` the new text, composed in the editor
    /// opened on `current` (as git and jrnl do) or read from stdin. Nil means "keep
    /// `current`": no value, or the editor left unchanged. Text composed empty never clears
    /// silently: on a terminal the person is asked, in a pipe it is refused, pointing at
    /// `clearFlag` when the field has one.
    public static func read(
        _ value: String?, editing current: String, field: LongTextField, in context: CommandContext
    ) throws -> String? {
        guard let value, value == compose else { return value }
        guard context.prompter.canAsk else {
            let text = try readInput(context)
            guard !text.isBlank else { throw UserError(CommandMessages.composedEmpty(field), category: .invalidInput) }
            return text
        }
        let text = try edit(current, environment: context.dependencies.environment)
        if text == current.trimmingTrailingNewlines { return nil }
        guard text.isBlank else { return text }
        if current.isBlank { return nil }
        guard try context.prompter.confirm(CommandMessages.clearComposed(field)) else {
            throw UserError(CommandMessages.keptComposed(field), category: .invalidInput)
        }
        return ""
    }

    /// Notes and descriptions are a few kilobytes; 1 MB of stdin is as much as one may hold.
    private static func readInput(_ context: CommandContext) throws(UserError) -> String {
        String(decoding: try InputFile.readStandardInput(context.prompter.input, limit: 1 << 20), as: UTF8.self)
            .trimmingTrailingNewlines
    }

    /// The person's editor: `$VISUAL`, else `$EDITOR`, else `vi`; an empty variable counts as unset.
    static func editor(in environment: [String: String]) -> String {
        for name in ["VISUAL", "EDITOR"] {
            if let editor = environment[name], !editor.isBlank { return editor }
        }
        return "vi"
    }

    /// Opens the person's editor on a file holding `text` and returns what they saved.
    static func edit(_ text: String, environment: [String: String]) throws -> String {
        let editor = editor(in: environment)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-\(UUID().uuidString).txt")
        let initial = text.isEmpty ? Data() : Data((text.trimmingTrailingNewlines + "\n").utf8)
        guard
            FileManager.default.createFile(atPath: file.path, contents: initial, attributes: [.posixPermissions: 0o600])
        else {
            throw UserError(CommandMessages.editorFailed(editor), category: .io)
        }
        defer { try? FileManager.default.removeItem(at: file) }
        let status = ShellCommand.run(editor, arguments: [file.path], environment: environment, input: nil)
        guard status == 0, let data = FileManager.default.contents(atPath: file.path) else {
            throw UserError(CommandMessages.editorFailed(editor), category: .invalidInput)
        }
        return String(decoding: data, as: UTF8.self).trimmingTrailingNewlines
    }
}

/// A long-text field an edit composes: its name in messages and the flag that clears it.
public struct LongTextField: Sendable {
    /// The field as messages name it ("the notes", "기록").
    public let name: Message
    /// The flag that removes the field's text, when it may be removed (`--clear-notes`).
    public let clearFlag: String?

    public init(name: Message, clearFlag: String? = nil) {
        self.name = name
        self.clearFlag = clearFlag
    }
}

extension String {
    /// Without the line breaks an editor or `echo` leaves at the end.
    fileprivate var trimmingTrailingNewlines: String {
        var text = self
        while text.last?.isNewline == true { text.removeLast() }
        return text
    }

    fileprivate var isBlank: Bool { allSatisfy { $0.isWhitespace } }
}
