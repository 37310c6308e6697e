import Core

/// What a command shows when it is done. Commands return one; `TerminalIO.show(_:)` is
/// the one place that chooses between JSON, an empty-state message and text.
public enum CommandOutput: Sendable {
    /// Nothing more: the command already talked with the person as it went.
    case done
    /// A confirmation on stderr (an export written), nothing for scripts on stdout.
    case message(Message)
    /// Data: `document` on stdout, or `json` with `--json`. A `caption` (a search's count)
    /// goes to stderr above the document, so the data itself pipes cleanly.
    case data(Document, json: any Encodable & Sendable, caption: Message? = nil)
    /// A list with nothing in it: `message` on stderr, or `json` (an empty list) with `--json`.
    case empty(Message, json: any Encodable & Sendable)
    /// After a write: `message` on stderr and, on stdout, the object written (created,
    /// changed or deleted, id included) as JSON with `--json`, so scripts can chain
    /// commands, or else `document` (its detail, when the command shows one).
    case written(Message, json: any Encodable & Sendable, document: Document = Document())
    /// `output`, then `error`: a batch where some items failed still gives scripts what
    /// succeeded, and the exit code says that not all did.
    indirect case failing(CommandOutput, UserError)
    /// Text that is itself the data (an export, a calendar file): exactly as given, on
    /// stdout, with or without `--json`.
    case verbatim(String)

    /// What it prints with `--json`, if anything.
    public var jsonValue: (any Encodable & Sendable)? {
        switch self {
        case .done, .message, .verbatim: nil
        case .data(_, let json, _), .empty(_, let json), .written(_, let json, _): json
        case .failing(let output, _): output.jsonValue
        }
    }

    /// A list: `empty` when `isEmpty`, else the document; `json` with `--json` either way.
    public static func list(
        _ document: @autoclosure () -> Document, json: any Encodable & Sendable,
        isEmpty: Bool, empty: Message
    ) -> CommandOutput {
        isEmpty ? .empty(empty, json: json) : .data(document(), json: json)
    }

    /// A list of items that are their own JSON: `empty` when there are none, else `document(items)`.
    public static func list<Item: Encodable & Sendable>(
        _ items: [Item], empty: Message,
        document: ([Item]) -> Document
    ) -> CommandOutput {
        list(document(items), json: items, isEmpty: items.isEmpty, empty: empty)
    }
}
