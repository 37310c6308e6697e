import Core
import Foundation
import Household
import Hummingbird
import Persistence
import TestSupport
import Testing
import WebTestSupport

@testable import SiteServer

@Suite("Site server: signing in, the rules it adds, and several servers on one store")
struct SignInTests {
    static let password = "correct horse battery"
    /// bcrypt's least cost: what is tested here is the sign-in's rules, not the hash's strength.
    static let cheapCost: UInt8 = 4

    /// A site of the echo plugin with `password` set (unless nil); `log` gets what the
    /// server would write to its stderr.
    func site(
        password: String? = Self.password, access: WebAccess = WebAccess(failureDelay: .zero, recheckAfter: .zero),
        sharing other: WebSiteHarness? = nil, language: Language? = .english,
        memberArchive: (@Sendable (String) async throws -> Data)? = nil
    ) async throws -> WebSiteHarness {
        let harness = try WebSiteHarness(
            plugins: [EchoPlugin.self], language: language, access: access, sharing: other,
            memberArchive: memberArchive)
        if let password {
            try await ServePassword(settings: harness.household.settings).set(
                password, now: Date(), cost: Self.cheapCost)
        }
        return harness
    }

    func send(
        _ client: SiteClient, _ uri: String, method: HTTPRequest.Method = .get, cookie: String? = nil,
        form: String? = nil, from address: String = "127.0.0.1", headers extra: HTTPFields = [:]
    ) async throws -> SiteResponse {
        var headers = extra
        if let cookie { headers[.cookie] = "\(SignInGate.cookieName)=\(cookie)" }
        if method == .post {
            headers[HTTPFields.Element.Name("Sec-Fetch-Site")!] = "same-origin"
            headers[.contentType] = "application/x-www-form-urlencoded"
        }
        return try await client.execute(
            uri: uri, method: method, headers: headers, body: form.map { ByteBuffer(string: $0) }, from: address
        ) { $0 }
    }

    /// Signs in as `member` (empty: the household's only member) with `password` and returns
    /// the response (its cookie, when it worked).
    func signIn(
        _ client: SiteClient, member: String = "", password: String = Self.password, next: String = "/",
        from address: String = "127.0.0.1", headers: HTTPFields = [:]
    ) async throws -> SiteResponse {
        let encode = { (text: String) in text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "" }
        return try await send(
            client, "/signin", method: .post,
            form: "member=\(encode(member))&password=\(encode(password))&next=\(encode(next))", from: address,
            headers: headers)
    }

    func cookie(_ response: SiteResponse) -> String? {
        response.headers[.setCookie]?.split(separator: ";").first?.split(separator: "=", maxSplits: 1).last
            .map(String.init)
    }

    @Test("on loopback with no password every page opens, and the sign-in page sends home")
    func loopbackOpen() async throws {
        try await site(password: nil).run { client in
            #expect(try await send(client, "/").status == .ok)
            #expect(try await send(client, "/echo-live").status == .ok)
            let signIn = try await send(client, "/signin")
            #expect(signIn.status == .seeOther && signIn.headers[.location] == "/")
        }
    }

    @Test(
        "with a password: a page sends the browser to sign in and back; files, live streams, events and forms get 401; the sign-in page and its assets open"
    )
    func gate() async throws {
        try await site(language: nil).run { client in
            let page = try await send(client, "/echo-live?x=1")
            #expect(page.status == .seeOther && page.headers[.location] == "/signin?next=%2Fecho-live%3Fx%3D1")
            #expect(try await send(client, "/").headers[.location] == "/signin")
            for path in ["/files/echo/a.png", "/thumbnails/echo/a.png", "/display/echo/a.png", "/live/abc"] {
                let refused = try await send(client, path)
                #expect(refused.status == .unauthorized, "\(path)")
                #expect(refused.text.contains("Sign in first"))
            }
            #expect(try await send(client, "/live/abc/text", method: .post, form: "value=x").status == .unauthorized)
            #expect(try await send(client, "/echo", method: .post, form: "text=x").status == .unauthorized)
            let form = try await send(client, "/signin?next=%2Fecho-live")
            #expect(form.status == .ok)
            #expect(form.text.contains("type=\"password\"") && form.text.contains("value=\"/echo-live\""))
            #expect(form.headers[.xFrameOptions] == "DENY" && form.headers[.contentSecurityPolicy] != nil)
            #expect(try await send(client, "/assets/mosaic.css").status == .ok)
            #expect(try await send(client, "/favicon.ico").status == .movedPermanently)
            let korean = try await send(client, "/signin", headers: [.acceptLanguage: "ko"])
            #expect(korean.text.contains("<h1>로그인</h1>") && korean.text.contains("비밀번호"))
        }
    }

    @Test("a wrong password: 401 with the form again, no cookie, and a log line with the address, never the password")
    func wrongPassword() async throws {
        let logged = LockedValue<[String]>([])
        let access = WebAccess(
            failureDelay: .zero, recheckAfter: .zero, log: { message in logged.withLock { $0.append(message.english) } }
        )
        try await site(access: access).run { client in
            let answer = try await signIn(client, password: "hunter2-guess", from: "192.0.2.7")
            #expect(answer.status == .unauthorized)
            #expect(answer.headers[.setCookie] == nil)
            #expect(
                answer.text.contains("That password is not right for that name.")
                    && answer.text.contains("type=\"password\""))
            #expect(!answer.text.contains("hunter2-guess"))
        }
        #expect(logged.value == ["sign-in refused from 192.0.2.7: wrong password (1 in the last minute)"])
        #expect(WebAccess().failureDelay == .seconds(1), "a wrong password waits a second by default")
    }

    @Test(
        "the right password: a random 256-bit HttpOnly, SameSite=Lax cookie for 30 days, and back to the page asked for, never to another site"
    )
    func rightPassword() async throws {
        try await site().run { client in
            let answer = try await signIn(client, next: "/echo-live")
            #expect(answer.status == .seeOther && answer.headers[.location] == "/echo-live")
            let setCookie = try #require(answer.headers[.setCookie])
            #expect(
                setCookie.contains("HttpOnly") && setCookie.contains("SameSite=Lax") && setCookie.contains("Path=/"))
            #expect(setCookie.contains("Max-Age=2592000") && !setCookie.contains("Secure"))
            let token = try #require(cookie(answer))
            #expect(token.count == 43, "32 random bytes, base64url")
            let again = try #require(cookie(try await signIn(client)))
            #expect(again != token)

            let page = try await send(client, "/echo-live", cookie: token)
            #expect(page.status == .ok && page.text.contains("action=\"/signout\""))
            // The first character carries six whole bits, so a different one is always a different token.
            let tampered = (token.first == "A" ? "B" : "A") + token.dropFirst()
            #expect(try await send(client, "/echo-live", cookie: tampered).status == .seeOther)
            for next in [
                "//evil.example/", "https://evil.example/", "/\\evil.example", "/\t/evil.example", "/\r\n/evil.example",
                "/\u{0}/evil.example", "/a\\b",
            ] {
                #expect(try await signIn(client, next: next).headers[.location] == "/", "\(next)")
            }
        }
    }

    @Test(
        "a sign-in or sign-out posted from another site is refused with 403 and the site's headers, not a crash (#44)")
    func crossSiteSignIn() async throws {
        try await site().run { client in
            for path in ["/signin", "/signout"] {
                let refused = try await client.execute(
                    uri: path, method: .post,
                    headers: [
                        .origin: "https://evil.example", .contentType: "application/x-www-form-urlencoded",
                        HTTPFields.Element.Name("Sec-Fetch-Site")!: "cross-site",
                    ], body: ByteBuffer(string: "password=\(Self.password)")
                ) { $0 }
                #expect(refused.status == .forbidden, "\(path)")
                #expect(refused.headers[.contentSecurityPolicy] != nil, "\(path)")
                #expect(refused.headers[.setCookie] == nil)
            }
        }
    }

    @Test("Secure and the client's address come from X-Forwarded-* only when a trusted proxy sends them")
    func trustedProxy() async throws {
        let logged = LockedValue<[String]>([])
        let access = WebAccess(
            trustedProxies: ["10.0.0.2"], failureDelay: .zero, recheckAfter: .zero,
            log: { message in logged.withLock { $0.append(message.english) } })
        try await site(access: access).run { client in
            let tls: HTTPFields = [.xForwardedProto: "https", .xForwardedFor: "198.51.100.9, 10.0.0.2"]
            let proxied = try await signIn(client, from: "10.0.0.2", headers: tls)
            #expect(proxied.headers[.setCookie]?.contains("Secure") == true)
            let direct = try await signIn(client, from: "203.0.113.5", headers: tls)
            #expect(direct.headers[.setCookie]?.contains("Secure") == false)
            _ = try await signIn(client, password: "wrong-password", from: "10.0.0.2", headers: tls)
            _ = try await signIn(client, password: "wrong-password", from: "203.0.113.5", headers: tls)
        }
        #expect(
            logged.value == [
                "sign-in refused from 198.51.100.9: wrong password (1 in the last minute)",
                "sign-in refused from 203.0.113.5: wrong password (1 in the last minute)",
            ])
    }

    @Test(
        "after 5 wrong passwords in a minute an address gets 429 with Retry-After, even with the right one, and so does that member from elsewhere; another member still signs in (#58)"
    )
    func rateLimit() async throws {
        let harness = try await site()
        let dad = try await HouseholdMembers(settings: harness.household.settings).add(
            "Dad", role: .member, passwordHash: await ServePassword.hash("dad's password", cost: Self.cheapCost),
            now: Date())
        try await harness.run { client in
            for _ in 1...5 {
                let wrong = try await signIn(client, member: "owner", password: "not-the-password", from: "192.0.2.7")
                #expect(wrong.status == .unauthorized)
            }
            let limited = try await signIn(client, member: "owner", from: "192.0.2.7")
            #expect(limited.status == .tooManyRequests && limited.headers[.setCookie] == nil)
            let retry = try #require(limited.headers[.retryAfter].flatMap { Int($0) })
            #expect((1...61).contains(retry))
            // Said once, above the form to try again with, which keeps where to go next (#46).
            #expect(limited.text.components(separatedBy: "Too many wrong passwords").count == 2)
            #expect(limited.text.contains("action=\"/signin\"") && limited.text.contains("name=\"password\""))
            #expect(try await signIn(client, member: "owner", from: "192.0.2.8").status == .tooManyRequests)
            let other = try await signIn(client, member: dad.name, password: "dad's password", from: "192.0.2.8")
            #expect(other.status == .seeOther)
        }
        let throttle = SignInThrottle(attempts: 5, window: .seconds(60))
        let start = ContinuousClock.now
        for second in 0..<5 { #expect(throttle.reserve("a", now: start + .seconds(second)) == nil) }
        #expect(throttle.reserve("a", now: start + .seconds(10)) == .seconds(50))
        #expect(throttle.reserve("a", now: start + .seconds(60)) == nil, "a minute after the first, one more try")
    }

    @Test("thirty wrong passwords sent at once from one address get five checks; the rest are 429 at once (#44)")
    func parallelAttemptsAreCountedBeforeTheCheck() async throws {
        try await site().run { client in
            let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                for _ in 1...30 {
                    group.addTask { try await signIn(client, password: "guess", from: "192.0.2.7").status }
                }
                return try await group.reduce(into: [HTTPResponse.Status]()) { $0.append($1) }
            }
            #expect(statuses.filter { $0 == .unauthorized }.count == 5)
            #expect(statuses.filter { $0 == .tooManyRequests }.count == 25)
        }
    }

    @Test("across addresses a ceiling holds: many addresses guessing at once get no more than it a minute (#44)")
    func ceilingAcrossAddresses() {
        let throttle = SignInThrottle(attempts: 5, ceiling: 10, window: .seconds(60))
        let start = ContinuousClock.now
        for host in 1...10 { #expect(throttle.reserve("198.51.100.\(host)", now: start) == nil) }
        #expect(throttle.reserve("198.51.100.11", now: start + .seconds(1)) == .seconds(59))
        throttle.succeeded("198.51.100.3", reservedAt: start)
        #expect(
            throttle.reserve("198.51.100.11", now: start + .seconds(1)) == nil, "a right password gives its place back")
        #expect(throttle.reserve("198.51.100.12", now: start + .seconds(60)) == nil, "a minute later, room again")
    }

    @Test("an IPv6 network (/64) is one address for the limit; an IPv4 address written as IPv6 is that address (#44)")
    func addressesCountedByNetwork() {
        #expect(SignInThrottle.key("2001:db8:1:2::1") == "2001:db8:1:2::/64")
        #expect(SignInThrottle.key("2001:0db8:0001:0002:ffff:ee:dd:9") == "2001:db8:1:2::/64")
        #expect(SignInThrottle.key("[2001:db8:1:2::7]") == "2001:db8:1:2::/64")
        #expect(SignInThrottle.key("2001:db8:1:3::1") != SignInThrottle.key("2001:db8:1:2::1"))
        #expect(SignInThrottle.key("::1") == "0:0:0:0::/64")
        #expect(SignInThrottle.key("::ffff:192.0.2.7") == "192.0.2.7")
        #expect(SignInThrottle.key("192.0.2.7") == "192.0.2.7")
        let throttle = SignInThrottle(attempts: 2, window: .seconds(60))
        let now = ContinuousClock.now
        #expect(throttle.reserve("2001:db8::1", now: now) == nil && throttle.reserve("2001:db8::2", now: now) == nil)
        #expect(throttle.reserve("2001:db8::3", now: now) != nil)
    }

    @Test("at most two passwords are checked at once; the others wait their turn (#44)")
    func passwordChecksAreBounded() async throws {
        let gate = ConcurrencyGate(limit: 2)
        let counter = RunningCounter()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 1...12 {
                group.addTask {
                    try await gate.run {
                        await counter.enter()
                        await Task.yield()
                        await counter.leave()
                    }
                }
            }
            try await group.waitForAll()
        }
        let (most, finished) = (await counter.most, await counter.finished)
        #expect(most <= 2 && finished == 12)
    }

    @Test("signing out ends the sign-in and closes its live screens; the cookie is cleared and opens nothing")
    func signOut() async throws {
        let harness = try await site()
        try await harness.run { client in
            let token = try #require(cookie(try await signIn(client)))
            let other = try #require(cookie(try await signIn(client)))
            _ = try await send(client, "/echo-live", cookie: token)
            _ = try await send(client, "/echo-live", cookie: other)
            #expect(harness.site.sessions.count == 2)
            let out = try await send(client, "/signout", method: .post, cookie: token, form: "")
            #expect(out.status == .seeOther && out.headers[.location] == "/signin")
            #expect(out.headers[.setCookie]?.contains("Max-Age=0") == true)
            #expect(harness.site.sessions.count == 1, "only the signed-out page's screen closed")
            #expect(try await send(client, "/echo-live", cookie: token).status == .seeOther)
            #expect(try await send(client, "/echo-live", cookie: other).status == .ok)
        }
    }

    @Test("a new password ends every sign-in; it is kept as a bcrypt hash of cost 12, never as itself")
    func newPassword() async throws {
        let harness = try await site()
        try await harness.run { client in
            let token = try #require(cookie(try await signIn(client)))
            try await ServePassword(settings: harness.household.settings).set("another password", now: Date())
            let stored = try #require(
                try await HouseholdMembers(settings: harness.household.settings).all().first?.passwordHash)
            #expect(stored.hasPrefix("$2b$12$") && !stored.contains("another"))
            #expect(try await send(client, "/echo-live", cookie: token).status == .seeOther)
            #expect(try await signIn(client).status == .unauthorized)
            #expect(try await signIn(client, password: "another password").status == .seeOther)
        }
    }

    @Test("a network server with no password refuses every page with how to set one; bad passwords are refused")
    func networkWithoutPassword() async throws {
        try await site(
            password: nil, access: WebAccess(passwordRequired: true, failureDelay: .zero, recheckAfter: .zero)
        ).run { client in
            let page = try await send(client, "/echo-live")
            #expect(page.status == .serviceUnavailable && page.text.contains("mosaic serve password set"))
            #expect(try await signIn(client, password: "").status == .unauthorized)
        }
        #expect(ServePassword.problem(with: "short")?.english == "A password has at least 8 characters.")
        #expect(ServePassword.problem(with: String(repeating: "가", count: 25)) != nil, "75 bytes: past bcrypt's 72")
        #expect(ServePassword.problem(with: "tab\there!") != nil)
        #expect(ServePassword.problem(with: "비밀번호는여덟글자") == nil)
    }

    @Test(
        "two servers on one store: a sign-in on one opens the other; signing out on one closes the other's live screens at its next 2-second check"
    )
    func twoServers() async throws {
        let first = try await site()
        let second = try await site(password: nil, sharing: first)
        var token = ""
        try await first.run { client in
            token = cookie(try await signIn(client)) ?? ""
        }
        try await second.run { client in
            let page = try await send(client, "/echo-live", cookie: token)
            #expect(page.status == .ok)
            #expect(second.site.sessions.count == 1)
        }
        try await first.run { client in
            _ = try await send(client, "/signout", method: .post, cookie: token, form: "")
        }
        await second.site.closeSessionsSignedOut()
        #expect(second.site.sessions.count == 0)
        try await second.run { client in
            let page = try await send(client, "/echo-live", cookie: token)
            #expect(page.status == .seeOther)
        }
    }

    @Test(
        "while the store does not answer (a database restarting), the last answer stands; with none, a password is assumed"
    )
    func storeNotAnswering() async throws {
        let harness = try await site()
        let store = StallingSettings(try harness.household.settings)
        let cache = SignInCache(fresh: .zero, patience: .milliseconds(50))
        let token = try await SignIns(settings: store).begin(member: nil, now: Date()).token
        #expect(await cache.passwordSet(store) == true)
        #expect(await cache.signIn(token: token, settings: store, now: Date()) != nil)
        store.stalled.withLock { $0 = true }
        #expect(await cache.passwordSet(store) == true, "the last answer")
        #expect(await cache.signIn(token: token, settings: store, now: Date()) != nil, "the last answer")
        let unknown = SignInCache(fresh: .zero)
        #expect(await unknown.passwordSet(store) == true, "no answer yet: a password is assumed")
        #expect(await unknown.signIn(token: token, settings: store, now: Date()) == nil)
    }
}
