import Core
import Foundation
import Household
import Hummingbird
import Persistence
import TestSupport
import Testing
import WebTestSupport

@testable import SiteServer

/// Issue #58: each person signs in as themselves.
@Suite("Site server: members sign in as themselves")
struct MemberSignInTests {
    let signing = SignInTests()

    /// A site whose household has `owner` (an admin) and `Dad`, each with their own password.
    func household(memberArchive: (@Sendable (String) async throws -> Data)? = nil) async throws -> WebSiteHarness {
        let harness = try await signing.site(memberArchive: memberArchive)
        _ = try await HouseholdMembers(settings: harness.household.settings).add(
            "Dad", role: .member, passwordHash: await ServePassword.hash("dad's password", cost: SignInTests.cheapCost),
            now: Date())
        return harness
    }

    @Test(
        "내 데이터 내려받기: the account page offers the signed-in member their own data as a download, never kept offline; no sign-in, no file"
    )
    func myData() async throws {
        let harness = try await household { id in Data("data of \(id)".utf8) }
        let dadID = try #require(try await HouseholdMembers(settings: harness.household.settings).named("Dad")?.id)
        try await harness.run { client in
            let token = try #require(
                signing.cookie(try await signing.signIn(client, member: "Dad", password: "dad's password")))
            let account = try await signing.send(client, "/account", cookie: token)
            #expect(
                account.text.contains(#"<a class="button plain" href="/account/data" download>Download my data</a>"#))
            let file = try await signing.send(client, "/account/data", cookie: token)
            #expect(file.status == .ok && file.text == "data of \(dadID)")
            #expect(file.headers[.contentDisposition]?.hasPrefix("attachment") == true)
            #expect(file.headers[.cacheControl] == "no-store")
            #expect(try await signing.send(client, "/account/data").status != .ok)
        }
        #expect(ServiceWorker.script.contains("startsWith('attachment')"), "the offline shell never keeps a download")
    }

    @Test("each member signs in with their own name and password, and the pages say who is signed in")
    func twoMembers() async throws {
        try await household().run { client in
            let dad = try await signing.signIn(client, member: "dad", password: "dad's password")
            #expect(dad.status == .seeOther, "\(dad.text)")
            let dadToken = try #require(signing.cookie(dad))
            let page = try await signing.send(client, "/echo-live", cookie: dadToken)
            #expect(
                page.status == .ok && page.text.contains("<a class=\"member\" href=\"/account\"")
                    && page.text.contains(">Dad</a>"))
            let owner = try await signing.signIn(client, member: "owner")
            let ownerToken = try #require(signing.cookie(owner))
            let ownerPage = try await signing.send(client, "/echo-live", cookie: ownerToken)
            #expect(ownerPage.text.contains(">owner</a>") && !ownerPage.text.contains(">Dad</a>"))
            #expect(ownerPage.text.contains(#"<nav class="tabs""#), "a signed-in page has the tabs")
            #expect(
                ownerPage.text.contains(
                    #"<p id="connection" class="connection" aria-live="polite" hidden>"#))
            let signIn = try await signing.send(client, "/signin")
            #expect(signIn.status == .ok && !signIn.text.contains(#"<nav class="tabs""#), "signed out: no tabs (#60)")
        }
    }

    @Test(
        "another member's password, an unknown name and a blank name in a household of two are all the same 401, which names no one"
    )
    func wrongCombinations() async throws {
        try await household().run { client in
            for (member, password) in [
                ("Dad", SignInTests.password), ("Mom", "dad's password"), ("", "dad's password"),
            ] {
                let answer = try await signing.signIn(client, member: member, password: password)
                #expect(answer.status == .unauthorized && signing.cookie(answer) == nil, "\(member)")
                #expect(answer.text.contains("That password is not right for that name."))
                // What was typed as the name comes back, so only the password is typed again.
                #expect(member.isEmpty || answer.text.contains("value=\"\(member)\""))
            }
        }
    }

    @Test(
        "disabling a member ends their sign-ins at once and they cannot sign in; a household of several keeps its passwords when asked to remove one"
    )
    func disabledAndRemove() async throws {
        let harness = try await household()
        let settings = try harness.household.settings
        let members = HouseholdMembers(settings: settings)
        try await harness.run { client in
            let signedIn = try await signing.signIn(client, member: "Dad", password: "dad's password")
            let token = try #require(signing.cookie(signedIn))
            #expect(try await signing.send(client, "/echo-live", cookie: token).status == .ok)
            _ = try await members.setDisabled(true, for: try #require(try await members.named("Dad")))
            harness.site.signInCache.forget()
            #expect(try await signing.send(client, "/echo-live", cookie: token).status == .seeOther, "ended at once")
            let refused = try await signing.signIn(client, member: "Dad", password: "dad's password")
            #expect(refused.status == .unauthorized)
        }
        let several = await #expect(throws: UserError.self) { try await ServePassword(settings: settings).remove() }
        #expect(several?.message.english.contains("2 members") == true)
    }

    /// The upgrade of #58: a household made by an earlier build had one shared password.
    @Test(
        "an earlier build's shared password becomes the admin `owner`'s: it still signs in, every old sign-in ends, nothing else changes"
    )
    func upgradeFromSharedPassword() async throws {
        let harness = try WebSiteHarness(
            plugins: [EchoPlugin.self], language: .english,
            access: WebAccess(failureDelay: .zero, recheckAfter: .zero))
        let settings = try harness.household.settings
        let hash = await ServePassword.hash("the old password", cost: SignInTests.cheapCost)
        struct Shared: Codable {
            var hash: String
            var changed: Date
        }
        try await settings.set(Shared(hash: hash, changed: Date(timeIntervalSince1970: 0)), forKey: "serve.password")
        try await settings.set(["created": 0], forKey: "serve.signin.old")
        try await harness.run { client in
            #expect(try await signing.send(client, "/").headers[.location] == "/signin")
            let signedIn = try await signing.signIn(client, password: "the old password")
            #expect(signedIn.status == .seeOther && signing.cookie(signedIn) != nil, "\(signedIn.text)")
        }
        let members = try await HouseholdMembers(settings: settings).all()
        #expect(members.map(\.name) == ["owner"] && members.first?.isAdmin == true)
        #expect(try await settings.value(Shared.self, forKey: "serve.password") == nil)
        #expect(
            try await settings.keys(prefix: "serve.signin.").count == 1, "the old sign-in ended; the new one is kept")
    }

    @Test(
        "a member changes their own password after entering the current one: the old one stops, their other sign-ins end, this one stays"
    )
    func changeOwnPassword() async throws {
        try await household().run { client in
            let here = try #require(
                signing.cookie(try await signing.signIn(client, member: "Dad", password: "dad's password")))
            let elsewhere = try #require(
                signing.cookie(try await signing.signIn(client, member: "Dad", password: "dad's password")))
            let owner = try #require(signing.cookie(try await signing.signIn(client, member: "owner")))
            let account = try await signing.send(client, "/account", cookie: here)
            #expect(account.status == .ok && account.text.contains("Signed in as Dad"))
            let change = { (current: String, new: String, again: String) in
                try await signing.send(
                    client, "/account", method: .post, cookie: here,
                    form: "current=\(current)&new=\(new)&again=\(again)")
            }
            let wrong = try await change("not-it", "a fresh password", "a fresh password")
            #expect(wrong.status == .unauthorized && wrong.text.contains("not your current password"))
            let differ = try await change("dad%27s+password", "a fresh password", "another one")
            #expect(differ.status == .badRequest && differ.text.contains("differ"))
            let short = try await change("dad%27s+password", "short", "short")
            #expect(short.status == .badRequest && short.text.contains("at least 8"))
            let done = try await change("dad%27s+password", "a+fresh+password", "a+fresh+password")
            #expect(done.status == .ok && done.text.contains("Password changed."), "\(done.text)")
            #expect(try await signing.send(client, "/echo-live", cookie: here).status == .ok, "this sign-in stays")
            #expect(try await signing.send(client, "/echo-live", cookie: elsewhere).status == .seeOther, "ended")
            #expect(try await signing.send(client, "/echo-live", cookie: owner).status == .ok, "another member's stays")
            #expect(try await signing.signIn(client, member: "Dad", password: "dad's password").status == .unauthorized)
            #expect(try await signing.signIn(client, member: "Dad", password: "a fresh password").status == .seeOther)
        }
        try await signing.site(password: nil).run { client in
            let account = try await signing.send(client, "/account")
            #expect(account.status == .notFound, "no member on an open loopback")
        }
    }

    @Test(
        "an invitation's link opens without a sign-in, sets the member's password once and signs them in; a used, replaced or expired one is 404"
    )
    func invitation() async throws {
        let harness = try await signing.site()
        let settings = try harness.household.settings
        let kid = try await HouseholdMembers(settings: settings).add(
            "Kid", role: .member, passwordHash: nil, now: Date())
        let invitations = Invitations(settings: settings)
        let now = harness.dependencies.dates.now()
        let replaced = try await invitations.make(forMember: kid.id, now: now)
        let token = try await invitations.make(forMember: kid.id, now: now)
        let expired = try await HouseholdMembers(settings: settings).add(
            "Late", role: .member, passwordHash: nil, now: now)
        let old = try await invitations.make(forMember: expired.id, now: now.addingTimeInterval(-8 * 24 * 3600))
        try await harness.run { client in
            let page = try await signing.send(client, "/invite/\(token)")
            #expect(
                page.status == .ok && page.text.contains("as Kid") && page.headers[.referrerPolicy] == "same-origin")
            for gone in [replaced, old, "not-a-token"] {
                #expect(try await signing.send(client, "/invite/\(gone)").status == .notFound, "\(gone)")
            }
            let differ = try await signing.send(
                client, "/invite/\(token)", method: .post, form: "new=a+kid+password&again=another")
            #expect(differ.status == .badRequest && differ.text.contains("differ"))
            let set = try await signing.send(
                client, "/invite/\(token)", method: .post, form: "new=a+kid+password&again=a+kid+password")
            let cookie = try #require(signing.cookie(set))
            #expect(set.status == .seeOther && set.headers[.location] == "/")
            let home = try await signing.send(client, "/echo-live", cookie: cookie)
            #expect(home.status == .ok && home.text.contains(">Kid</a>"))
            #expect(try await signing.send(client, "/invite/\(token)").status == .notFound, "used once")
            let signedIn = try await signing.signIn(client, member: "kid", password: "a kid password")
            #expect(signedIn.status == .seeOther)
        }
    }

    @Test(
        "an admin's members page lists the household and makes a one-use link for a new member or a forgotten password; anyone else gets 404"
    )
    func membersPage() async throws {
        try await household().run { client in
            let owner = try #require(signing.cookie(try await signing.signIn(client, member: "owner")))
            let dad = try #require(
                signing.cookie(try await signing.signIn(client, member: "Dad", password: "dad's password")))
            #expect(try await signing.send(client, "/members", cookie: dad).status == .notFound)
            #expect(
                try await signing.send(client, "/members", method: .post, cookie: dad, form: "name=Eve").status
                    == .notFound)
            let page = try await signing.send(client, "/members", cookie: owner)
            #expect(
                page.status == .ok && page.text.contains("<strong>Dad</strong>")
                    && page.text.contains("<strong>owner</strong>"))
            let made = try await signing.send(client, "/members", method: .post, cookie: owner, form: "name=Kid")
            #expect(made.status == .ok && made.text.contains("Send this link to Kid"), "\(made.text)")
            let link = try #require(
                made.text.firstRange(of: /\/invite\/[A-Za-z0-9_-]{43}/).map { String(made.text[$0]) })
            #expect(try await signing.send(client, link).text.contains("as Kid"))
            let long = String(repeating: "k", count: 33)
            let bad = try await signing.send(client, "/members", method: .post, cookie: owner, form: "name=\(long)")
            #expect(bad.status == .badRequest && bad.text.contains("at most 32 characters"))
        }
    }

    @Test("a member's name is shown as text everywhere it appears: the header, their account, the members page")
    func nameAsText() async throws {
        let harness = try await household()
        _ = try await HouseholdMembers(settings: try harness.household.settings).add(
            "<b>\"x\"</b>", role: .admin,
            passwordHash: await ServePassword.hash("a tagged password", cost: SignInTests.cheapCost), now: Date())
        try await harness.run { client in
            let signedIn = try await signing.signIn(client, member: "<b>\"x\"</b>", password: "a tagged password")
            let token = try #require(signing.cookie(signedIn))
            for path in ["/echo-live", "/account", "/members"] {
                let page = try await signing.send(client, path, cookie: token)
                #expect(page.status == .ok && !page.text.contains("<b>") && page.text.contains("&lt;b&gt;"), "\(path)")
            }
        }
    }
}
