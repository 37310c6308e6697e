import Core
import Foundation
import HTTPTypes
import Household
import Hummingbird
import PageKit
import Persistence

/// The household's members, for an admin (`/members`; anyone else gets 404): who is in it,
/// and a one-use link to send, with which a new member, or one whose password is forgotten,
/// sets their own (a no-JavaScript form; `mosaic members invite` does the same).
extension WebSite {
    func addMembers(to router: Router<WebContext>) {
        let site = self
        router.get(RouterPath(KitPaths.members.path)) { request, context in
            let language = site.language(for: request)
            guard let admin = try await site.signedInMember(context), admin.isAdmin else {
                return site.failureResponse(.notFound, language: language)
            }
            return try await site.membersPage(admin, link: nil, problem: nil, language: language, status: .ok)
        }
        router.post(RouterPath(KitPaths.members.path)) { request, context in
            var request = request
            let language = site.language(for: request)
            if let refused = site.refusingOtherOrigins(request, language: language) { return refused }
            guard let admin = try await site.signedInMember(context), admin.isAdmin else {
                return site.failureResponse(.notFound, language: language)
            }
            let form = try await FormReader.read(&request)
            let settings = try site.dependencies.settings
            let now = site.dependencies.dates.now()
            do {
                let member = try await HouseholdMembers(settings: settings).member(
                    named: form["name"].trimmingWhitespace, orAdding: form["admin"].isEmpty ? .member : .admin, now: now
                )
                let token = try await Invitations(settings: settings).make(forMember: member.id, now: now)
                let scheme = site.access.cameOverTLS(request, peer: context.peerAddress) ? "https" : "http"
                let link = "\(scheme)://\(request.head.authority ?? "localhost")\(Invitations.path(token))"
                return try await site.membersPage(
                    admin, link: (member.name, link), problem: nil, language: language, status: .ok)
            } catch let error as UserError {
                return try await site.membersPage(
                    admin, link: nil, problem: error.message, language: language, status: .badRequest)
            }
        }
    }

    /// The members page: the list, each with a link-making button, and a form for a new
    /// member; `link` (a member's name and their invitation's address) above them when one
    /// was just made.
    func membersPage(
        _ admin: Member, link: (name: String, address: String)?, problem: Message?, language: Language,
        status: HTTPResponse.Status
    ) async throws -> Response {
        let members = try await HouseholdMembers(settings: try dependencies.settings).all()
        let made = link.map {
            """
            \(SignInNotice.status(SignInMessages.linkMade($0.name), language))
            <p><input readonly value="\($0.address)" aria-label="\(SignInMessages.invitationLink.text(language))" size="60"></p>
            """ as HTML
        }
        let alert = SignInNotice.html(problem: problem, done: made, language)
        let rows = members.map { member -> HTML in
            let state =
                member.disabled
                ? SignInMessages.disabledMember : member.passwordHash == nil ? SignInMessages.noPasswordYet : nil
            return """
                <li class="card"><strong>\(member.name)</strong> \
                \((member.isAdmin ? SignInMessages.admin : SignInMessages.member).text(language))\
                \(state.map { " · \($0.text(language))" } ?? "")
                <form method="post" action="\(KitPaths.members.path)"><input type="hidden" name="name" value="\(member.name)">\
                <button type="submit" class="plain">\(SignInMessages.makeLink.text(language))</button></form></li>
                """
        }
        let body: HTML = """
            \(alert)
            <ul class="stack">\(rows)</ul>
            <form method="post" action="\(KitPaths.members.path)" class="signin">
            <h2>\(SignInMessages.newMember.text(language))</h2>
            <label>\(SignInMessages.member.text(language))<input name="name" required maxlength="\(MemberName.maximumLength)"></label>
            <label class="chip"><input type="checkbox" name="admin" value="1"> \(SignInMessages.admin.text(language))</label>
            <button type="submit">\(SignInMessages.makeLink.text(language))</button>
            </form>
            """
        return memberPage(SignInMessages.members, body: body, member: admin, language: language, status: status)
    }
}
