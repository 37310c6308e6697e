import Core
import Foundation
import HTTPTypes
import Household
import Hummingbird
import PageKit
import Persistence

/// An invitation's page (`/invite/<token>`, open without a sign-in): the member sets their
/// password, twice, and is signed in; the link then stops working.
extension WebSite {
    func addInvitation(to router: Router<WebContext>) {
        let site = self
        let path = RouterPath(KitPaths.invitations + ":token")
        router.get(path) { request, context in
            let language = site.language(for: request)
            let token = context.parameters.get("token") ?? ""
            guard let member = try await site.invited(token) else {
                return site.failureResponse(.invitationGone, language: language)
            }
            return site.invitationPage(member, token: token, problem: nil, language: language, status: .ok)
        }
        router.post(path) { request, context in
            var request = request
            let language = site.language(for: request)
            if let refused = site.refusingOtherOrigins(request, language: language) { return refused }
            let token = context.parameters.get("token") ?? ""
            guard let member = try await site.invited(token) else {
                return site.failureResponse(.invitationGone, language: language)
            }
            let form = try await FormReader.read(&request)
            if let problem = NewPasswordFields.problem(in: form) {
                return site.invitationPage(
                    member, token: token, problem: problem, language: language, status: .badRequest)
            }
            let settings = try site.dependencies.settings
            try await Invitations(settings: settings).use(token: token)
            try await ServePassword(settings: settings).change(form["new"], of: member, keeping: nil)
            site.signInCache.forget()
            let (signIn, _) = try await SignIns(settings: settings).begin(
                member: member.id, now: site.dependencies.dates.now())
            var response = Response(status: .seeOther, headers: [.location: "/"])
            response.setCookie(
                site.sessionCookie(
                    signIn, maxAge: Int(SignIns.lifetime.components.seconds),
                    secure: site.access.cameOverTLS(request, peer: context.peerAddress)))
            return response
        }
    }

    /// The member `token` invites, when it is current and they are still in the household.
    func invited(_ token: String) async throws -> Member? {
        let settings = try dependencies.settings
        guard let id = try await Invitations(settings: settings).member(token: token, now: dependencies.dates.now())
        else { return nil }
        return try await HouseholdMembers(settings: settings).all().first { $0.id == id && !$0.disabled }
    }

    /// The invitation's form: the member's name, the new password twice.
    func invitationPage(
        _ member: Member, token: String, problem: Message?, language: Language, status: HTTPResponse.Status
    ) -> Response {
        let alert = SignInNotice.html(problem: problem, language)
        let body: HTML = """
            <p>\(SignInMessages.invited(member.name).text(language))</p>\(alert)
            <form method="post" action="\(KitPaths.invitations)\(token)" class="signin">
            <input type="text" name="member" value="\(member.name)" autocomplete="username" hidden>
            \(NewPasswordFields.html(language, autofocus: true))
            <button type="submit">\(SignInMessages.setPasswordAndSignIn.text(language))</button>
            </form>
            """
        // The token is in the address; every response's Referrer-Policy (same-origin) keeps it
        // from other sites.
        return Self.html(
            layout.page(
                title: SignInMessages.welcome.text(language), body: body, session: nil, language: language, tabs: false),
            status: status)
    }
}
