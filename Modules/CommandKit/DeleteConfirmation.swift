import ArgumentParser
import Console
import Core

/// `--yes` for every command that deletes what a person made or cannot get back (entries,
/// listings, goals, categories, certification photos, the profile, reviews), and the one
/// way they ask: on a terminal a yes/no question after showing what goes; otherwise only
/// with `--yes` (exit 65 without it).
public struct DeleteConfirmation: ParsableArguments, Sendable {
    @Flag(
        help: .init(
            en: "Delete without asking (needed when stdin is not a terminal).",
            ko: "묻지 않고 삭제합니다(표준 입력이 터미널이 아닐 때 필요합니다)."))
    public var yes = false

    public init() {}

    /// Whether the deletion may go ahead. A "no" says that nothing was deleted.
    public func allows(_ question: Message, subject: String, in prompter: Prompter) throws(UserError) -> Bool {
        guard try prompter.confirmDestructive(question, subject: subject, yes: yes) else {
            prompter.io.say(ConsoleMessages.nothingDeleted)
            return false
        }
        return true
    }
}
