import CommandTestSupport
import Testing

@Suite("Photobox's profile screens on a terminal")
struct ProfileScreenTests {
    @Test("← while typing a nickname moves nothing and cancels nothing: the profile is made (#47)")
    func arrowAtAPrompt() async throws {
        let mosaic = MosaicBinary()
        let screen = try mosaic.onTerminal(["photos", "profile", "create", "--lang", "en"])
        #expect(await screen.waitFor("✎"))
        screen.type("한결\u{1B}[D\u{1B}[3~\r")
        #expect(await screen.waitFor("MBTI setting"), "\(screen.screen)")
        // Letters toggle; Enter on an empty line takes the four.
        screen.type("ENFP\r")
        #expect(await screen.waitFor("[P] J"), "\(screen.screen)")
        screen.type("\r")
        #expect(await screen.waitFor("Choose profile image"), "\(screen.screen)")
        screen.type("\u{1B}[B\r")
        #expect(await screen.exitStatus() == 0, "\(screen.screen)")
        #expect(try await mosaic.runAsync(["photos", "profile", "show", "--json"]).stdout.contains("한결"))
    }

    @Test(
        "profile edit on a terminal starts from the saved nickname, MBTI and avatar: Enter three times keeps them (#31)"
    )
    func profileEditPrefilled() async throws {
        let mosaic = MosaicBinary()
        let created = try await mosaic.runAsync([
            "photos", "profile", "create", "--nickname", "한결", "--mbti", "ENFP",
            "--avatar", "3",
        ])
        #expect(created.status == 0, "\(created.stderr)")
        let screen = try mosaic.onTerminal(["photos", "profile", "edit", "--lang", "en"])
        #expect(await screen.waitFor("✎"))
        #expect(await screen.waitFor("한결"), "the nickname field opens with the saved nickname")
        screen.type("\r")
        #expect(await screen.waitFor("MBTI setting"))
        screen.type("\r")
        #expect(await screen.waitFor("Choose profile image"))
        screen.type("\r")
        #expect(await screen.exitStatus() == 0, "\(screen.screen)")
        let profile = try await mosaic.runAsync(["photos", "profile", "show", "--json"])
        #expect(profile.stdout.contains("한결") && profile.stdout.contains("ENFP"), "\(profile.stdout)")
    }

    @Test(
        "a nickname pasted with Enter as the screen opens: no redraw of the finished screen lands on the next prompt (#31)"
    )
    func pastedNickname() async throws {
        for _ in 0..<5 {
            let mosaic = MosaicBinary()
            let screen = try mosaic.onTerminal(["photos", "profile", "create", "--lang", "en"])
            #expect(await screen.waitFor("✎"))
            screen.type("한결\r")
            #expect(await screen.waitFor("MBTI setting"))
            screen.type("ENFP\r\r")
            #expect(await screen.waitFor("Choose profile image"))
            screen.type("\r")
            #expect(await screen.exitStatus() == 0)
            // Nothing cleared the screen after the MBTI prompt appeared.
            let after = try #require(screen.screen.range(of: "MBTI setting"))
            #expect(!screen.screen[after.upperBound...].contains("\u{1B}[2J"), "\(screen.screen.debugDescription)")
            #expect(!screen.screen[after.upperBound...].contains("at least 2"), "no stale nickname message")
        }
    }
}
