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

    /// `value` itself, or when it is `-` the text composed in the editor or read from stdin,
    /// without the trailing line break; nil when `value` is nil.
    public static func read(_ value: String?, in context: CommandContext) throws -> String? {
        guard let value, value == compose else { return value }
        guard context.prompter.canAsk else {
            return String(decoding: context.prompter.input.readToEnd(), as: UTF8.self).trimmingTrailingNewlines
        }
        return try edit(environment: context.dependencies.environment)
    }

    /// Opens the person's editor on an empty file and returns what they saved.
    static func edit(environment: [String: String]) throws -> String {
        let editor = environment["VISUAL"] ?? environment["EDITOR"] ?? "vi"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-\(UUID().uuidString).txt")
        guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
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

extension String {
    /// Without the line breaks an editor or `echo` leaves at the end.
    fileprivate var trimmingTrailingNewlines: String {
        var text = self
        while text.last?.isNewline == true { text.removeLast() }
        return text
    }
}
