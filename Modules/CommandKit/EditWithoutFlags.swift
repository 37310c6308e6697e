import Console
import Core

/// What every `edit` does when it is given nothing to change, the same in each feature: on a
/// terminal it opens the edit form with the current values (Enter keeps each one), as the
/// seeds' edit screens do; in a pipe it is a usage error (64) naming the flags that change
/// something. An edit that changes nothing writes nothing and says so.
public enum EditWithoutFlags {
    /// Returns when the command can ask for each field (a terminal); in a pipe, throws the
    /// usage error naming `flags`.
    public static func requireTerminal(_ prompter: Prompter, flags: [String]) throws(UserError) {
        guard prompter.canAsk else {
            throw UserError(CommandMessages.nothingToChange(flags), category: .usage)
        }
    }

    /// "Nothing changed; nothing was saved.", for an edit whose values are the stored ones.
    public static let unchanged = CommandMessages.unchanged
}
