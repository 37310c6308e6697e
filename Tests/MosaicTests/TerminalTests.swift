import CommandTestSupport
import Foundation
import TestSupport
import Testing

/// Issue #13: every interactive screen ends on Ctrl-D and Ctrl-C and gives the terminal
/// back in line mode with echo, whatever ends it.
@Suite("interactive screens on a terminal")
struct TerminalTests {
    static let liveScreens: [[String]] = [["perfume", "search"], ["apps", "library"]]

    /// Opens `command` on a terminal, waits for its live screen, presses `keys`, and
    /// returns how it ended and whether the terminal was given back in line mode.
    private func press(_ keys: String, in command: [String]) async throws -> (status: Int32, lineMode: Bool) {
        let screen = try MosaicBinary().onTerminal(command)
        #expect(await screen.waitFor("🔍"))
        screen.type(keys)
        let status = await screen.exitStatus()
        return (status, screen.isInLineMode)
    }

    @Test(
        "Ctrl-D after typing ends a live search with that text; on an empty line it just leaves (0)",
        arguments: liveScreens)
    func controlD(_ command: [String]) async throws {
        let typed = try await press("ab\u{04}", in: command)
        #expect(typed.status == 0 && typed.lineMode)
        let empty = try await press("\u{04}", in: command)
        #expect(empty.status == 0 && empty.lineMode)
    }

    @Test("Ctrl-C stops a live search with 130; Escape leaves it with 0", arguments: liveScreens)
    func controlC(_ command: [String]) async throws {
        let interrupted = try await press("x\u{03}", in: command)
        #expect(interrupted.status == 130 && interrupted.lineMode)
        let escaped = try await press("\u{1B}", in: command)
        #expect(escaped.status == 0 && escaped.lineMode)
        // Issue #55: Esc and Ctrl-C together read as one unknown sequence; the screen stayed.
        for keys in ["\u{1B}\u{03}", "\u{1B}[\u{03}", "\u{1B}[1;\u{03}"] {
            let both = try await press(keys, in: command)
            #expect(both.status == 130 && both.lineMode, "\(Array(keys.utf8))")
        }
    }

    @Test(
        "arrows, Delete and Home are keys, not Esc: a live search goes on, a sequence split across writes included (#47)",
        arguments: liveScreens)
    func arrowKeys(_ command: [String]) async throws {
        let screen = try MosaicBinary().onTerminal(command)
        #expect(await screen.waitFor("🔍"))
        screen.type("o")
        screen.type("\u{1B}[B\u{1B}[A\u{1B}[3~\u{1B}[H\u{1B}OD")
        screen.type("\u{1B}[")
        screen.type("C")
        screen.type("k")
        #expect(await screen.waitFor("ok"), "still typing after the keys: \(screen.screen)")
        screen.type("\u{1B}")
        #expect(await screen.exitStatus() == 0 && screen.isInLineMode)
    }

    /// Issue #60, item 10. The pauses are the slow link's: they time what is typed (on a thread of
    /// their own), not a wait for an outcome.
    @Test("over ssh a key split by a slow link is still that key; a rest later still never reaches the shell")
    func splitEscapeSequence() async throws {
        var mosaic = MosaicBinary()
        mosaic.environment["SSH_CONNECTION"] = "10.0.0.2 50000 10.0.0.1 22"
        let remote = try mosaic.onTerminal(["perfume", "search"])
        #expect(await remote.waitFor("🔍"))
        await remote.type("\u{1B}", then: "[Dx", after: .milliseconds(200))
        // ← kept the screen; the x is typed into its search, not echoed by a shell.
        #expect(await remote.waitFor("🔍 x"), "\(remote.screen)")
        remote.type("\u{1B}")
        #expect(await remote.exitStatus() == 0 && remote.isInLineMode)

        let local = try MosaicBinary().shellOnTerminal(URL(fileURLWithPath: "/bin/sh"), arguments: [])
        local.type("mosaic perfume search; echo AFTER-$?\n")
        #expect(await local.waitFor("🔍"))
        // After the 100 ms a sequence has here, and well within the 250 ms after it that are dropped.
        await local.type("\u{1B}", then: "[A", after: .milliseconds(150))
        #expect(await local.waitFor("AFTER-0"), "\(local.screen)")
        local.type("echo NEXT-LINE\n")
        #expect(await local.waitFor("NEXT-LINE\r\n"), "\(local.screen)")
        #expect(!local.screen.contains("[Aecho"), "the rest reached the shell: \(local.screen)")
    }

    @Test(
        "a signal while a live screen has the terminal in raw mode still gives it back", arguments: [SIGTERM, SIGHUP])
    func signal(_ signal: Int32) async throws {
        let mosaic = MosaicBinary()
        let screen = try mosaic.onTerminal(["perfume", "search"])
        #expect(await screen.waitFor("🔍"))
        #expect(!screen.isInLineMode)
        screen.signal(signal)
        #expect(await screen.exitStatus() == 128 + signal)
        #expect(screen.isInLineMode)
    }

    /// Issue #56: prompts read in cooked mode stored ← as `\u{1B}[D` ("Le Labx\u001b[D").
    @Test("a prompt edits its line as a person expects: the cursor moves, Delete deletes, no escape byte is stored")
    func promptLineEditing() async throws {
        let mosaic = MosaicBinary()
        let prompt = try mosaic.onTerminal(["perfume", "add", "--sentence", "나무", "--lang", "en"])
        #expect(await prompt.waitFor("Brand"))
        // "Labx", ← and Delete take the x; Home, then "Le " in front.
        prompt.type("Labx\u{1B}[D\u{1B}[3~\u{1B}[HLe \r")
        #expect(await prompt.waitFor("Perfume name"), "\(prompt.screen)")
        // ← then → and End move without changing; Backspace takes the character before the cursor.
        prompt.type("Santal 34\u{1B}[D\u{1B}[C\u{1B}[F\u{7F}3\r")
        #expect(await prompt.waitFor("Notes"), "\(prompt.screen)")
        prompt.type("나무\u{1B}[D\u{1B}[D향 \u{1B}[F\r")
        #expect(await prompt.waitFor("Tasting date"), "\(prompt.screen)")
        prompt.type("\r")
        #expect(await prompt.waitFor("Photo file"), "\(prompt.screen)")
        prompt.type("\r")
        let status = await prompt.exitStatus()
        #expect(status == 0, "\(prompt.screen)")
        let saved = try await mosaic.runAsync(["perfume", "list", "--json"]).stdout
        #expect(saved.contains("\"brand\" : \"Le Lab\""), "\(saved)")
        #expect(saved.contains("\"name\" : \"Santal 33\""), "\(saved)")
        #expect(saved.contains("\"notes\" : \"향 나무\""), "\(saved)")
        #expect(!saved.contains("\\u001b"), "no escape byte stored: \(saved)")
    }

    @Test("Ctrl-C at a prompt stops the command with 130 and saves nothing")
    func promptInterrupted() async throws {
        let mosaic = MosaicBinary()
        let prompt = try mosaic.onTerminal(["perfume", "add"])
        #expect(await prompt.waitFor("Brand"))
        prompt.type("\u{03}")
        #expect(await prompt.exitStatus() == 130)
        #expect(prompt.isInLineMode)
        #expect(try await mosaic.runAsync(["perfume", "list", "--json"]).stdout == "[]\n")
    }

    @Test(
        "an escape sequence in a name is shown visibly on a coloured terminal, never acted on; --json keeps it exactly (#12)"
    )
    func hostileNames() async throws {
        var mosaic = MosaicBinary()
        mosaic.environment["NO_COLOR"] = ""
        let clear = "\u{1B}[2J\u{1B}[31m"
        let added = try await mosaic.runAsync([
            "perfume", "add", "--brand", "Le\(clear)Labo", "--name", "Santal\r33",
            "--sentence", "a\u{202E}b", "--json",
        ])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.contains("Le\\u001b[2J\\u001b[31mLabo"))

        let piped = try await mosaic.runAsync(["perfume", "list"])
        #expect(piped.stdout.contains("Le^[[2J^[[31mLabo") && piped.stdout.contains("Santal^M33"))
        #expect(!piped.stdout.contains("\u{1B}") && !piped.stdout.contains("\r"))

        let id = try #require((try mosaic.json(added) as? [String: Any])?["id"] as? String)
        let screen = try mosaic.onTerminal(["perfume", "show", id])
        #expect(await screen.exitStatus() == 0)
        #expect(screen.screen.contains("Le^[[2J^[[31mLabo") && screen.screen.contains("a\\u{202E}b"))
        #expect(!screen.screen.contains(clear) && screen.screen.contains("\u{1B}[1m"))

        let posted = try await mosaic.runAsync([
            "market", "post", "--title", "x\u{1B}]0;owned\u{07}", "--category", "1",
            "--description", "d\u{1B}[H", "--json",
        ])
        let listing = try #require((try mosaic.json(posted) as? [String: Any])?["id"] as? String)
        let market = try await mosaic.runAsync(["market", "show", listing])
        #expect(market.stdout.contains("x^[]0;owned^G") && market.stdout.contains("d^[[H"))
        let missing = try await mosaic.runAsync(["market", "show", "\u{1B}[2J"])
        #expect(missing.status != 0 && missing.stderr.contains("^[[2J") && !missing.stderr.contains("\u{1B}"))
    }

    @Test(
        "a list taller than the terminal goes through the pager (as gh does); not with --no-pager, not in a pipe (#31)")
    func pager() async throws {
        var mosaic = MosaicBinary()
        for index in 1...5 {
            _ = try await mosaic.runAsync(["perfume", "add", "--brand", "B\(index)", "--name", "N", "--sentence", "s"])
        }
        mosaic.environment["LINES"] = "4"
        mosaic.environment["PAGER"] = "sed s/^/paged:/"
        let paged = try mosaic.onTerminal(["perfume", "list"])
        #expect(await paged.exitStatus() == 0)
        #expect(paged.screen.contains("paged:ID") && paged.screen.contains("paged:"), "\(paged.screen)")
        let unpaged = try mosaic.onTerminal(["perfume", "list", "--no-pager"])
        #expect(await unpaged.exitStatus() == 0)
        #expect(unpaged.screen.contains("B5") && !unpaged.screen.contains("paged:"))
        mosaic.environment["LINES"] = "40"
        let fits = try mosaic.onTerminal(["perfume", "list"])
        #expect(await fits.exitStatus() == 0)
        #expect(fits.screen.contains("B5") && !fits.screen.contains("paged:"), "a list that fits is written as it is")
        let piped = try await mosaic.launch(["perfume", "list"])
        #expect(piped.stdout.contains("B5") && !piped.stdout.contains("paged:"))
    }
}
