import Core
import Persistence

/// What a page says when an edit was refused because the record changed elsewhere after
/// the form was opened: each changed field by its label, what it was and what it is now,
/// and the two ways on (save again to keep what was typed, which the form then allows, or
/// open the newer version). Never a table name or a record id.
public enum StaleEditNotice {
    /// The notice for `changes`, naming fields by `labels` (a stored field's name to its
    /// label on the form); `reopen` is the edit page, which shows the newer version.
    public static func html(
        _ changes: [RecordChanges.Change], labels: [String: Message], reopen: String, _ request: WebRequest
    ) -> HTML {
        let lines = changes.map { change -> HTML in
            let label = labels[change.field].map { request.text($0) } ?? change.field
            let before = change.before.isEmpty ? request.text(WebMessages.emptyValue) : change.before
            let after = change.after.isEmpty ? request.text(WebMessages.emptyValue) : change.after
            return "<li><strong>\(label)</strong>: \(before) → \(after)</li>"
        }
        return """
            <div class="error" role="alert"><p>\(request.text(WebMessages.staleEdit))</p><ul>\(HTML(joining: lines))</ul>\
            <p>\(request.text(WebMessages.staleEditChoice)) <a href="\(reopen)">\(request.text(WebMessages.openNewerVersion))</a></p></div>
            """
    }

    /// The changed fields when `error` refused a stale edit, else nil.
    public static func changes(in error: any Error) -> [RecordChanges.Change]? {
        guard case PersistenceError.conflict(_, _, let changes) = error, !changes.isEmpty else { return nil }
        return changes
    }
}
