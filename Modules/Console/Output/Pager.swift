import Foundation

/// A pager for text longer than the terminal, as gh and git have it: `$MOSAIC_PAGER`, else
/// `$PAGER`, else `less` (with `LESS=FRX` unless set: quit when it fits, keep colour, leave
/// the text on the screen). Only on a terminal whose height is known, never in a pipe or
/// with `--no-pager`; when the pager cannot start, the text is written as it is.
public struct Pager: Sendable {
    /// The shell command that pages (`less`, `most -s`).
    public let command: String
    /// The terminal's height in lines.
    public let rows: Int
    let environment: [String: String]

    /// The pager for a terminal `rows` high (`$LINES` overrides); nil when the person has
    /// turned paging off (`PAGER=` empty or `cat`) or the height is unknown.
    public init?(environment: [String: String], reportedRows: Int?) {
        let command = environment["MOSAIC_PAGER"] ?? environment["PAGER"] ?? "less"
        let rows = environment["LINES"].flatMap(Int.init) ?? reportedRows
        guard let rows, rows > 0, !command.trimmingCharacters(in: .whitespaces).isEmpty, command != "cat" else {
            return nil
        }
        self.command = command
        self.rows = rows
        self.environment = environment
    }

    /// Shows `text` through the pager when it is taller than the screen, and waits for the
    /// person to leave it; false when it fits (or the pager could not start), for the
    /// caller to write it.
    public func page(_ text: String) -> Bool {
        guard text.reduce(0, { $0 + ($1 == "\n" ? 1 : 0) }) >= rows else { return false }
        var environment = environment
        if environment["LESS"] == nil { environment["LESS"] = "FRX" }
        return ShellCommand.run(command, environment: environment, input: Data(text.utf8)) != nil
    }
}
