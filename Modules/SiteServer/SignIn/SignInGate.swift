import Core
import Foundation
import Hummingbird
import PageKit
import Persistence

/// The sign-in rule every request passes after `RequestGuard`: where a password is set (or
/// the server is on a network address), only the sign-in page and the assets it needs open
/// without a current sign-in. Another page sends the browser to sign in first; anything
/// else (a file, a live screen's stream or event, a form) gets 401.
struct SignInGate: RouterMiddleware {
    typealias Context = WebContext

    static let cookieName = "mosaic_session"

    let access: WebAccess
    let settings: @Sendable () throws -> any SettingsStore
    let cache: SignInCache
    let now: @Sendable () -> Date
    /// The refusal page for a request, in the reader's language.
    let refusal: @Sendable (Request, WebFailure) -> Response

    func handle(
        _ request: Request, context: WebContext, next: (Request, WebContext) async throws -> Response
    ) async throws -> Response {
        let path = request.uri.path
        if Self.isOpen(path) { return try await next(request, context) }
        var context = context
        let settings: any SettingsStore
        do {
            settings = try self.settings()
        } catch {
            return refusal(request, WebFailure.from(error))
        }
        if let token = request.cookies[Self.cookieName]?.value,
            let signIn = await cache.signIn(token: token, settings: settings, now: now())
        {
            context.signIn = signIn.id
            context.member = signIn.member
            return try await next(request, context)
        }
        let passwordSet = await cache.passwordSet(settings)
        guard passwordSet || access.passwordRequired else {
            // No one signs in: every request is the household's first admin's.
            guard let member = await cache.actingMember(settings: settings) else {
                return refusal(request, WebFailure.from(UserError(SignInMessages.membersUnreadable, category: .io)))
            }
            context.member = member
            return try await next(request, context)
        }
        guard passwordSet else { return refusal(request, .noPasswordSet) }
        if request.method == .get, Self.isPage(path) {
            return Response(
                status: .seeOther, headers: [.location: Self.signInAddress(returningTo: request.uri.description)])
        }
        return refusal(request, .signInRequired)
    }

    /// What opens without a sign-in: the sign-in page, an invitation's, what they load, and a
    /// member's calendar (its token is the key).
    static func isOpen(_ path: String) -> Bool {
        path == KitPaths.signIn.path || path.hasPrefix(KitPaths.invitations) || path.hasPrefix(KitPaths.assets)
            || path.hasPrefix(KitPaths.calendar)
            || path == KitPaths.manifest.path
            || path == KitPaths.favicon.path || path == KitPaths.serviceWorker.path
    }

    /// Whether `path` is a page a browser navigates to (not a file or a live stream).
    static func isPage(_ path: String) -> Bool {
        ![KitPaths.files, KitPaths.thumbnails, KitPaths.display, KitPaths.live].contains(where: path.hasPrefix)
    }

    /// The sign-in page's address, naming `target` (a path and query) to come back to.
    static func signInAddress(returningTo target: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        guard target != "/", let encoded = target.addingPercentEncoding(withAllowedCharacters: allowed) else {
            return KitPaths.signIn.path
        }
        return "\(KitPaths.signIn.path)?next=\(encoded)"
    }

    /// Where to go after signing in: a path of this site, never another site's address.
    static func safeReturn(_ next: String?) -> String {
        guard let next, LocalPath.isSafe(next), !isOpen(next) else { return "/" }
        return next
    }
}
