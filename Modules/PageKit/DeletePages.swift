import Core

/// Deleting from a page the way the seeds did, with or without JavaScript: the delete
/// button opens a question ("삭제할까요?") with the delete and "취소"; the delete's page then
/// says what went and offers Undo for a minute.
public enum DeletePages {
    /// The question page: `question` about `subject`, a delete button posting to `action`,
    /// and "취소" back to `cancel`.
    public static func confirm(
        _ question: Message, subject: String, action: String, cancel: String,
        _ request: WebRequest
    ) -> WebResponse {
        .page(
            title: request.text(question),
            body: """
                <form method="post" action="\(action)" class="stack">
                <p>\(subject)</p>
                <p><button type="submit" class="danger">\(request.text(WebMessages.delete))</button> \
                <a class="button plain" href="\(cancel)">\(request.text(WebMessages.cancel))</a></p>
                </form>
                """)
    }

    /// Where to go after a delete: `page`, carrying the token of the Undo that `restore`
    /// performs (putting the record back and answering the address to show it).
    public static func deleted(
        _ message: Message, goTo page: String, _ request: WebRequest,
        restore: @escaping @Sendable () async throws -> String
    ) -> WebResponse {
        let token = request.recentlyDeleted.keep(message, signIn: request.signIn, restore: restore)
        return .redirect(page + (page.contains("?") ? "&" : "?") + "undo=\(token)")
    }

    /// The line a page shows after a delete (when its address carries `undo=`), with the
    /// Undo button; nothing once Undo is no longer offered.
    public static func notice(_ request: WebRequest) -> HTML {
        guard let token = request.query["undo"],
            let message = request.recentlyDeleted.message(token, signIn: request.signIn)
        else {
            return .empty
        }
        return notice(message, token: token, request)
    }

    /// Keeps `restore` for Undo and returns the line that offers it, for a live page that
    /// removed something in place (an unlike, a library's 삭제).
    public static func undoable(
        _ message: Message, _ request: WebRequest, restore: @escaping @Sendable () async throws -> String
    ) -> HTML {
        notice(message, token: request.recentlyDeleted.keep(message, signIn: request.signIn, restore: restore), request)
    }

    private static func notice(_ message: Message, token: String, _ request: WebRequest) -> HTML {
        """
        <form method="post" action="\(KitPaths.undo.path)" class="notice" role="status">\(request.text(message)) \
        <input type="hidden" name="\(field: .token)" value="\(token)"><button type="submit" class="plain">\(request.text(WebMessages.undo))</button></form>
        """
    }

    /// POST /undo: puts the deleted record back and shows it.
    @Sendable package static func undo(_ request: WebRequest) async throws -> WebResponse {
        guard let location = try await request.recentlyDeleted.undo(request.form[.token], signIn: request.signIn) else {
            throw WebFailure.undoExpired
        }
        return .redirect(location)
    }
}
