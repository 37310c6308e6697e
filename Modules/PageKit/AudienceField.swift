import Core
import FeatureContract
import Persistence

/// The choice every add and edit form offers: who sees what it saves, "Only me" or
/// "Household" (나만 / 가족 모두). Without JavaScript it is posted with the form; on a live
/// screen each pick is sent at once. Either way the store records it with the save (only a
/// record's owner changes who sees it); the feature's own code never handles it.
public enum AudienceField {
    /// The event its radios send on a live screen, and the field they post.
    static let event = LiveEvent("audience")
    /// The hidden field of an edit form naming its record (a token, `EditedRecords`): the
    /// pick applies to it even when the edit changes nothing else.
    static let record = LiveEvent("audience-of")

    /// The field, `chosen` checked (a new record's default, an edited one's audience), its
    /// picks heard by `session` when the form is live.
    public static func html(
        _ request: WebRequest, chosen: Audience, session: LiveSession?, editing: (collection: String, id: String)? = nil
    ) -> HTML {
        session?.listensForAudience(editing: editing.map { ($0.collection, $0.id, request.dependencies) })
        let live: HTML = session == nil ? .empty : " data-live=\"\(event: event)\""
        let named: HTML =
            editing.map {
                let token = request.sessions.editedRecords.token(
                    for: EditedRecord(collection: $0.collection, id: $0.id, signIn: request.signIn))
                return "<input type=\"hidden\" name=\"\(field: record)\" value=\"\(token)\">"
            } ?? .empty
        let choices = Audience.allCases.map { audience -> HTML in
            let checked: HTML = audience == chosen ? " checked" : .empty
            return """
                <label class="chip"><input type="radio" name="\(field: event)" value="\(audience.rawValue)"\(live)\(checked)> \(request.text(audience.label))</label>
                """
        }
        return """
            <fieldset class="audience"><legend>\(request.text(WebMessages.audienceLegend))</legend>\(named)\(HTML(joining: choices))</fieldset>
            """
    }

    /// The field for a form adding a `type` (`id` nil: its default checked) or editing the
    /// one with `id` (its audience checked); a form sent back with its problems keeps the pick.
    public static func html<R: Record>(_ request: WebRequest, _ type: R.Type, id: R.ID?, session: LiveSession?) async
        -> HTML
    {
        var chosen = R.defaultAudience
        if let posted = posted(in: request.form) {
            chosen = posted
        } else if let id, let sharing = try? await request.dependencies.records.sharing(of: type, id: id) {
            chosen = sharing.audience
        }
        // The screen starts from what is checked: a save without a pick keeps it.
        session?.audienceChoice.choose(chosen)
        return html(request, chosen: chosen, session: session, editing: id.map { (R.collection, $0.description) })
    }

    /// A form of its own for the page of a record no edit form writes (a like, a saved app):
    /// posted to the site's `/audience` without JavaScript, applied as it is picked with it.
    public static func form<R: Record>(_ request: WebRequest, _ type: R.Type, id: R.ID, session: LiveSession?) async
        -> HTML
    {
        let field = await html(request, type, id: id, session: session)
        return """
            <form method="post" action="\(KitPaths.audience.path)" class="stack">\
            <input type="hidden" name="back" value="\(request.path)">\(field)\
            <noscript><button type="submit" class="plain">\(request.text(WebMessages.audienceApply))</button></noscript></form>
            """
    }

    /// POST /audience: the page's own audience form. The site applies the pick (as for any
    /// form that goes on to another page), then the record's page shows again.
    @Sendable package static func formPosted(_ request: WebRequest) async throws -> WebResponse {
        let back = request.form.value("back") ?? "/"
        return .redirect(LocalPath.isSafe(back) ? back : "/")
    }

    /// The audience a posted form chose, if it has the field.
    package static func posted(in form: WebForm) -> Audience? {
        form.value(event).flatMap(Audience.init(rawValue:))
    }

    /// Applies a posted edit form's pick to the record it names (after the form was handled:
    /// an edit that changed nothing else saved nothing). Only the owner's pick changes it.
    package static func applyPosted(_ request: WebRequest) async throws {
        guard let audience = posted(in: request.form), let token = request.form.value(record),
            let edited = request.sessions.editedRecords.record(token, signIn: request.signIn)
        else { return }
        try await request.dependencies.records.share(collection: edited.collection, id: edited.id, with: audience)
    }
}
