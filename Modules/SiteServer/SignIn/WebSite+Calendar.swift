import Core
import FeatureContract
import Foundation
import Household
import Hummingbird
import PageKit

/// Each member's secret calendar (issue #59): `/calendar/<token>.ics` answers without a
/// sign-in, from the member's own stores, what every plugin that feeds a calendar gives (the
/// goals they keep, with their alarms); a wrong or replaced token is 404 and tells nothing.
/// The member's page lists the address and makes a new one.
extension WebSite {
    /// The plugins that feed a member's calendar.
    var calendarSources: [any CalendarSource.Type] { plugins.compactMap { $0 as? any CalendarSource.Type } }

    func addCalendar(to router: Router<WebContext>) {
        let site = self
        router.get(RouterPath(KitPaths.calendar + ":file")) { request, context in
            let language = site.language(for: request)
            let file = context.parameters.get("file") ?? ""
            guard file.hasSuffix(".ics"), let source = site.calendarSources.first,
                let id = try await CalendarFeeds(settings: try site.dependencies.settings).member(
                    forToken: String(file.dropLast(4)))
            else { return site.failureResponse(.notFound, language: language) }
            let text = try await source.calendar(site.memberPages.pages(of: id).dependencies)
            return Response(
                status: .ok,
                headers: [.contentType: "text/calendar; charset=utf-8", .cacheControl: "no-store"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
        }
        router.post(RouterPath(KitPaths.newCalendarAddress.path)) { request, context in
            let language = site.language(for: request)
            if let refused = site.refusingOtherOrigins(request, language: language) { return refused }
            guard let member = try await site.signedInMember(context) else {
                return site.failureResponse(.notFound, language: language)
            }
            _ = try await CalendarFeeds(settings: try site.dependencies.settings).token(of: member.id, renewing: true)
            return Response(status: .seeOther, headers: [.location: KitPaths.account.path])
        }
    }

    /// The account page's calendar section: the member's address at the host they reached
    /// this server by, and a button for a new one; none without a plugin that feeds one.
    func calendarSection(of member: Member, host: String?, language: Language) async throws -> HTML {
        guard !calendarSources.isEmpty else { return .empty }
        let address = try await CalendarFeeds(settings: try dependencies.settings).address(of: member.id, host: host)
        return """
            <h2>\(SignInMessages.calendarTitle.text(language))</h2>
            <p>\(SignInMessages.calendarHint.text(language))</p>
            <p><input type="text" readonly value="\(address)" aria-label="\(SignInMessages.calendarTitle.text(language))" class="feed"></p>
            <form method="post" action="\(KitPaths.newCalendarAddress.path)"><button type="submit" class="plain">\(SignInMessages.newCalendarAddress.text(language))</button></form>
            """
    }
}
