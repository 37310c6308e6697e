import Core
import Foundation
import HTTPTypes
import Hummingbird
import PageKit
import Persistence

/// The sign-in page, signing in (a session cookie) and signing out.
extension WebSite {
    func addSignIn(to router: Router<WebContext>) {
        let site = self
        router.get(RouterPath(KitPaths.signIn.path)) { request, context in
            let language = site.language(for: request)
            let settings = try site.dependencies.settings
            let passwordSet = await site.signInCache.passwordSet(settings)
            let needed = site.access.passwordRequired || passwordSet
            if !needed || context.signIn != nil {
                return Response(
                    status: .seeOther,
                    headers: [.location: SignInGate.safeReturn(request.uri.queryParameters["next"].map(String.init))])
            }
            return site.signInPage(
                next: request.uri.queryParameters["next"].map(String.init), member: "", problem: nil,
                language: language, status: .ok)
        }
        router.post(RouterPath(KitPaths.signIn.path)) { request, context in
            var request = request
            let language = site.language(for: request)
            if let refused = site.refusingOtherOrigins(request, language: language) { return refused }
            let address = site.access.clientAddress(request, peer: context.peerAddress)
            let attempted = ContinuousClock.now
            let form = try await FormReader.read(&request)
            let next = form.value("next")
            let name = form["member"].trimmingWhitespace
            let settings = try site.dependencies.settings
            let passwords = ServePassword(settings: settings)
            let member = try await passwords.member(named: name)
            // Counted per address and per member before bcrypt: many addresses guessing one
            // member's password get no more tries than one address (a name no member has
            // is counted as typed).
            let memberKey = member.map { "member:" + $0.id } ?? "name:" + name.lowercased()
            if let wait = site.throttle.reserve(address, now: attempted)
                ?? site.memberThrottle.reserve(memberKey, now: attempted)
            {
                let seconds = Int(wait.components.seconds) + 1
                site.access.log(SignInMessages.limitedLog(address: address, seconds: seconds))
                // The form again, with the sentence once above it: the person waits, then
                // tries from the same page (the password is not checked, nor kept).
                var response = site.signInPage(
                    next: next, member: name, problem: SignInMessages.tooManyAttempts(seconds: seconds),
                    language: language, status: .tooManyRequests)
                response.headers[.retryAfter] = String(seconds)
                return response
            }
            let password = form["password"]
            let right = try await site.passwordChecks.run { await passwords.verify(password, of: member) }
            guard right, let member else {
                let count = site.throttle.count(address, now: .now)
                site.access.log(SignInMessages.failedLog(address: address, count: count))
                try? await Task.sleep(for: site.access.failureDelay)
                return site.signInPage(
                    next: next, member: name, problem: SignInMessages.wrongPassword, language: language,
                    status: .unauthorized)
            }
            site.throttle.succeeded(address, reservedAt: attempted)
            site.memberThrottle.succeeded(memberKey, reservedAt: attempted)
            let (token, _) = try await SignIns(settings: settings).begin(
                member: member.id, now: site.dependencies.dates.now())
            // An earlier member's kept pages ended when this browser reached the sign-in page
            // (the service worker forgets them there), so nothing is cleared here: this
            // member's own unsent offline edits are kept.
            var response = Response(status: .seeOther, headers: [.location: SignInGate.safeReturn(next)])
            response.setCookie(
                site.sessionCookie(
                    token, maxAge: Int(SignIns.lifetime.components.seconds),
                    secure: site.access.cameOverTLS(request, peer: context.peerAddress)))
            return response
        }
        router.post(RouterPath(KitPaths.signOut.path)) { request, context in
            if let refused = site.refusingOtherOrigins(request, language: site.language(for: request)) {
                return refused
            }
            if let id = context.signIn {
                try await SignIns(settings: try site.dependencies.settings).end(id: id)
                site.signInCache.forget(signIn: id)
                site.sessions.close(signIn: id)
            }
            // The browser's copies (photos, kept pages, the offline shell) end with the sign-in.
            var response = Response(
                status: .seeOther,
                headers: [
                    .location: KitPaths.signIn.path, .clearSiteData: Self.clearKeptCopies,
                ])
            response.setCookie(
                site.sessionCookie("", maxAge: 0, secure: site.access.cameOverTLS(request, peer: context.peerAddress)))
            return response
        }
    }

    /// What `Clear-Site-Data` asks a browser to forget when a sign-in ends: its cache and
    /// storage (the service worker's kept pages and photos), not its cookies.
    static let clearKeptCopies = "\"cache\", \"storage\""

    /// A 403 page for a form posted from another site, as every other route answers it; nil
    /// when the request came from the app's own pages.
    func refusingOtherOrigins(_ request: Request, language: Language) -> Response? {
        do {
            try OriginCheck.verify(request)
            return nil
        } catch {
            return failureResponse(WebFailure.from(error), language: language)
        }
    }

    /// The sign-in cookie with `token` (empty, with `maxAge` 0, clears it): the whole site,
    /// out of scripts' reach, sent on links from elsewhere but not on their forms.
    func sessionCookie(_ token: String, maxAge: Int, secure: Bool) -> Cookie {
        Cookie(
            name: SignInGate.cookieName, value: token, maxAge: maxAge, path: "/", secure: secure, httpOnly: true,
            sameSite: .lax)
    }

    /// Closes the live screens whose sign-in ended elsewhere: signed out on another server
    /// of the same database, or every sign-in ended by a new password.
    public func closeSessionsSignedOut() async {
        guard let settings = try? dependencies.settings else { return }
        let signIns = SignIns(settings: settings)
        let now = dependencies.dates.now()
        for id in sessions.signIns where (try? await signIns.isCurrent(id: id, now: now)) == false {
            signInCache.forget(signIn: id)
            sessions.close(signIn: id)
        }
    }

    /// The sign-in form, the member's name as typed (`member`) kept; `problem` above it when
    /// the last try failed.
    func signInPage(
        next: String?, member: String, problem: Message?, language: Language, status: HTTPResponse.Status
    ) -> Response {
        let alert = SignInNotice.html(problem: problem, language)
        let body: HTML = """
            <p>\(SignInMessages.lead.text(language))</p>\(alert)
            <form method="post" action="\(KitPaths.signIn.path)" class="signin">
            <input type="hidden" name="next" value="\(SignInGate.safeReturn(next))">
            <label>\(SignInMessages.member.text(language))<input name="member" value="\(member)" autocomplete="username" \
            autocapitalize="none" spellcheck="false"\(member.isEmpty ? HTML(trusted: " autofocus") : .empty)></label>
            <label>\(SignInMessages.password.text(language))<input type="password" name="password" autocomplete="current-password" required\(member.isEmpty ? .empty : HTML(trusted: " autofocus"))></label>
            <button type="submit">\(SignInMessages.signIn.text(language))</button>
            </form>
            """
        return Self.html(
            layout.page(
                title: SignInMessages.title.text(language), body: body, session: nil, language: language, tabs: false),
            status: status)
    }
}
