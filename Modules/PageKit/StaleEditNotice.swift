import Core
import Persistence

/// What a page says when an edit was refused because the record changed elsewhere after
/// the form was opened: each changed field by its label, what it was, what it became and
/// what the person typed, and the two ways on (save again to keep what was typed, which the
/// form then allows, or open the newer version). Never a table name or a record id.
public enum StaleEditNotice {
    /// The notice for `changes`, naming fields by `labels` (a stored field's name to its
    /// label on the form) and showing `typed` (a stored field's name to what was typed in
    /// it); `reopen` is the edit page, which shows the newer version.
    public static func html(
        _ changes: [RecordChanges.Change], labels: [String: Message], typed: [String: String] = [:],
        values: [String: (String) -> String] = [:], reopen: String, _ request: WebRequest
    ) -> HTML {
        let shown = { (text: String) -> String in text.isEmpty ? request.text(WebMessages.emptyValue) : text }
        // A stored value as the form shows it (a price as 20,000원, not 20000), where the page says how.
        let stored = { (field: String, text: String) -> String in
            text.isEmpty ? text : values[field]?(text) ?? text
        }
        let lines = changes.map { change -> HTML in
            let label = labels[change.field].map { request.text($0) } ?? change.field
            let yours: HTML =
                typed[change.field].map { text in
                    " <span class=\"muted\">(\(request.text(WebMessages.staleEditTyped)) \(shown(Self.quoted(text))))</span>"
                } ?? .empty
            let before = shown(stored(change.field, change.before))
            let after = shown(stored(change.field, change.after))
            return "<li><strong>\(label)</strong>: \(before) → \(after)\(yours)</li>"
        }
        return """
            <div class="error" role="alert"><p>\(request.text(WebMessages.staleEdit))</p><ul>\(HTML(joining: lines))</ul>\
            <p>\(request.text(WebMessages.staleEditChoice)) <a href="\(reopen)">\(request.text(WebMessages.openNewerVersion))</a></p></div>
            """
    }

    /// The changed fields when `error` refused a stale edit, else nil.
    public static func changes(in error: any Error) -> [RecordChanges.Change]? {
        EditConflict<Never>.changes(in: error)
    }

    /// Typed text as the changes show stored text: in quotes, shortened, empty for none.
    static func quoted(_ text: String) -> String {
        guard !text.isEmpty else { return "" }
        let quoted = "\"\(text)\""
        return quoted.count > 60 ? String(quoted.prefix(59)) + "…" : quoted
    }
}
