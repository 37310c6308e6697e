import Core
import Foundation
import HTTPTypes
import Household
import Hummingbird
import PageKit
import Persistence

/// The signed-in member's own page: who they are, and their password changed after the
/// current one is entered again (a no-JavaScript form).
extension WebSite {
    func addAccount(to router: Router<WebContext>) {
        let site = self
        router.get(RouterPath(KitPaths.account.path)) { request, context in
            let language = site.language(for: request)
            guard let member = try await site.signedInMember(context) else {
                return site.failureResponse(.notFound, language: language)
            }
            let calendar = try await site.calendarSection(
                of: member, host: request.head.authority, language: language)
            return site.accountPage(
                member, problem: nil, done: nil, language: language, status: .ok, calendar: calendar)
        }
        router.get(RouterPath(KitPaths.myData.path)) { request, context in
            let language = site.language(for: request)
            guard let member = try await site.signedInMember(context), let archive = site.memberArchive else {
                return site.failureResponse(.notFound, language: language)
            }
            let data = try await archive(member.id)
            return Response(
                status: .ok,
                headers: [
                    .contentType: "application/json", .cacheControl: "no-store",
                    .contentDisposition: "attachment; filename=\"mosaic-my-data.json\"",
                ],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
        }
        router.post(RouterPath(KitPaths.account.path)) { request, context in
            var request = request
            let language = site.language(for: request)
            if let refused = site.refusingOtherOrigins(request, language: language) { return refused }
            guard let member = try await site.signedInMember(context) else {
                return site.failureResponse(.notFound, language: language)
            }
            let form = try await FormReader.read(&request)
            if let problem = NewPasswordFields.problem(in: form) {
                return site.accountPage(member, problem: problem, done: nil, language: language, status: .badRequest)
            }
            let settings = try site.dependencies.settings
            let passwords = ServePassword(settings: settings)
            let attempted = ContinuousClock.now
            let key = "member:" + member.id
            if let wait = site.memberThrottle.reserve(key, now: attempted) {
                let problem = SignInMessages.tooManyAttempts(seconds: Int(wait.components.seconds) + 1)
                return site.accountPage(
                    member, problem: problem, done: nil, language: language, status: .tooManyRequests)
            }
            let current = form["current"]
            let right = try await site.passwordChecks.run { await passwords.verify(current, of: member) }
            guard right else {
                try? await Task.sleep(for: site.access.failureDelay)
                return site.accountPage(
                    member, problem: SignInMessages.wrongCurrentPassword, done: nil, language: language,
                    status: .unauthorized)
            }
            site.memberThrottle.succeeded(key, reservedAt: attempted)
            try await passwords.change(form["new"], of: member, keeping: context.signIn)
            return site.accountPage(
                member, problem: nil, done: SignInMessages.passwordChanged, language: language, status: .ok)
        }
    }

    /// The member the request is signed in as; nil on a server no password guards.
    func signedInMember(_ context: WebContext) async throws -> Member? {
        guard let id = context.member else { return nil }
        return try await HouseholdMembers(settings: try dependencies.settings).all().first { $0.id == id }
    }

    /// A page of the signed-in `member`'s own (their account, the members page).
    func memberPage(
        _ title: Message, body: HTML, member: Member, language: Language, status: HTTPResponse.Status
    ) -> Response {
        Self.html(
            layout.page(
                title: title.text(language), body: body, session: nil, language: language, signedIn: true,
                member: member.name),
            status: status)
    }

    /// The account page: the member's name and role, and the password form (`problem`
    /// above it when the last try failed, `done` when it worked).
    func accountPage(
        _ member: Member, problem: Message?, done: Message?, language: Language, status: HTTPResponse.Status,
        calendar: HTML = .empty
    ) -> Response {
        let alert = SignInNotice.html(problem: problem, done: done.map { SignInNotice.status($0, language) }, language)
        let role = member.isAdmin ? SignInMessages.admin : SignInMessages.member
        let manage: HTML =
            member.isAdmin
            ? " · <a href=\"\(KitPaths.members.path)\">\(SignInMessages.members.text(language))</a>" : .empty
        let body: HTML = """
            <p>\(SignInMessages.signedInAs(member.name).text(language)) · \(role.text(language))\(manage)</p>\(alert)
            \(memberArchive == nil ? HTML.empty : "<p><a class=\"button plain\" href=\"\(KitPaths.myData.path)\" download>\(SignInMessages.myData.text(language))</a></p>")
            <form method="post" action="\(KitPaths.account.path)" class="signin">
            <h2>\(SignInMessages.changePassword.text(language))</h2>
            <input type="text" name="member" value="\(member.name)" autocomplete="username" hidden>
            <label>\(SignInMessages.currentPassword.text(language))<input type="password" name="current" autocomplete="current-password" required></label>
            \(NewPasswordFields.html(language))
            <button type="submit">\(SignInMessages.changePassword.text(language))</button>
            </form>
            \(calendar)
            """
        return memberPage(SignInMessages.account, body: body, member: member, language: language, status: status)
    }
}
