import CommandTestSupport
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("mosaic serve: the password and signing in, as a process")
struct ServePasswordTests {
    static let password = "correct horse battery"

    @Test(
        "a network address without a password is refused (77) with how to set one; with one set, pages ask to sign in and open after",
        .timeLimit(.minutes(1)))
    func networkNeedsPassword() async throws {
        let mosaic = MosaicBinary()
        _ = try await mosaic.runAsync([
            "perfume", "add", "--brand", "Le Labo", "--name", "Santal 33", "--sentence", "나무",
        ])
        let refused = try await mosaic.runAsync(["serve", "--host", "0.0.0.0", "--port", "0"])
        #expect(refused.status == 77)
        #expect(refused.stderr.contains("Set one with: mosaic serve password set"))

        let set = try await mosaic.runAsync(["serve", "password", "set", "--json"], input: Self.password + "\n")
        #expect(set.status == 0, "\(set.stderr)")
        #expect(try mosaic.json(set) as? [String: String] == ["password": "set"])

        let server = try mosaic.start(["serve", "--host", "0.0.0.0", "--port", "0", "--lang", "en"])
        defer { server.interrupt() }
        let line = try #require(await server.readLine())
        let port = try #require(line.split(separator: ":").last?.prefix { $0.isNumber })
        let address = "http://127.0.0.1:\(port)"
        // On a network address too: a Host it does not answer to is 421, the sign-in page included.
        let misdirected = try await ProcessRunner.offPool {
            try RawHTTP.send(port: Int(port)!, "GET", "/signin", headers: [("Host", "evil.example:\(port)")])
        }
        #expect(misdirected.status == 421)
        let page = try await ProcessRunner.offPool {
            try RawHTTP.send(port: Int(port)!, "GET", "/signin", headers: [("Host", "127.0.0.1:\(port)")])
        }
        #expect(page.status == 200 && page.headers["x-frame-options"] == "DENY")
        #expect(page.headers["content-security-policy"]?.contains("frame-ancestors 'none'") == true)
        let session = URLSession(configuration: .ephemeral)
        let (form, asked) = try await session.data(from: URL(string: address + "/perfume")!)
        #expect(asked.url?.path == "/signin" && asked.url?.query == "next=%2Fperfume")
        #expect(String(decoding: form, as: UTF8.self).contains("type=\"password\""))

        var signIn = URLRequest(url: URL(string: address + "/signin")!)
        signIn.httpMethod = "POST"
        signIn.setValue("same-origin", forHTTPHeaderField: "Sec-Fetch-Site")
        signIn.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        signIn.httpBody = Data("password=correct+horse+battery&next=%2Fperfume".utf8)
        let (journal, opened) = try await session.data(for: signIn)
        #expect(opened.url?.path == "/perfume" && (opened as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: journal, as: UTF8.self).contains("Santal 33"))
        // Issue #56: signing out clears what the browser kept of the site (its cache, the
        // offline shell's pages and photos).
        let cookie = try #require(session.configuration.httpCookieStorage?.cookies?.first)
        let signedOut = try await ProcessRunner.offPool {
            try RawHTTP.send(
                port: Int(port)!, "POST", "/signout",
                headers: [
                    ("Host", "127.0.0.1:\(port)"), ("Cookie", "\(cookie.name)=\(cookie.value)"),
                    ("Sec-Fetch-Site", "same-origin"), ("Content-Type", "application/x-www-form-urlencoded"),
                ])
        }
        #expect(signedOut.status == 303 && signedOut.headers["clear-site-data"] == "\"cache\", \"storage\"")
        let stopped = await server.stop()
        #expect(stopped.stderr.contains("pages on the network ask for the password"))
        #expect(!stopped.stderr.contains(Self.password) && !stopped.stdout.contains(Self.password))
    }

    @Test(
        "password set: on a terminal asked twice, again when they differ or are too short; piped, stdin's first line; remove ends it"
    )
    func setAndRemove() async throws {
        let mosaic = MosaicBinary()
        let typed = try await mosaic.runOnTerminalAsync(
            ["serve", "password", "set"],
            typing: ["short", "correct horse", "correct horsf", Self.password, Self.password])
        #expect(typed.status == 0, "\(typed.stderr)")
        #expect(typed.stderr.contains("A password has at least 8 characters."))
        #expect(typed.stderr.contains("The two passwords differ. Try again."))
        #expect(typed.stderr.contains("Password set."))

        let short = try await mosaic.runAsync(["serve", "password", "set"], input: "short\n")
        #expect(short.status == 65 && short.stderr.contains("at least 8 characters"))
        let none = try await mosaic.runAsync(["serve", "password", "set"])
        #expect(none.status == 65 && none.stderr.contains("stdin's first line"))

        let removed = try await mosaic.runAsync(["serve", "password", "remove", "--lang", "ko"])
        #expect(removed.status == 0 && removed.stderr.contains("비밀번호를 지웠습니다."))
        let again = try await mosaic.runAsync(["serve", "password", "remove"])
        #expect(again.status == 0 && again.stderr.contains("No password is set."))
    }
}
