import Foundation
import Testing
import TestSupport

/// Issue #13: every interactive screen ends on Ctrl-D and Ctrl-C and gives the terminal
/// back in line mode with echo, whatever ends it.
@Suite("interactive screens on a terminal")
struct TerminalTests {
    static let liveScreens: [[String]] = [["perfume", "search"], ["apps", "library"]]

    @Test("Ctrl-D after typing ends a live search with that text; on an empty line it just leaves (0)", arguments: liveScreens)
    func controlD(_ command: [String]) async throws {
        let mosaic = MosaicBinary()
        let typed = try mosaic.onTerminal(command)
        #expect(await typed.waitFor("🔍"))
        typed.type("ab\u{04}")
        #expect(await typed.exitStatus() == 0)
        #expect(typed.isInLineMode)

        let empty = try mosaic.onTerminal(command)
        #expect(await empty.waitFor("🔍"))
        empty.type("\u{04}")
        #expect(await empty.exitStatus() == 0)
        #expect(empty.isInLineMode)
    }

    @Test("Ctrl-C stops a live search with 130; Escape leaves it with 0", arguments: liveScreens)
    func controlC(_ command: [String]) async throws {
        let mosaic = MosaicBinary()
        let interrupted = try mosaic.onTerminal(command)
        #expect(await interrupted.waitFor("🔍"))
        interrupted.type("x\u{03}")
        let status = await interrupted.exitStatus()
        #expect(status == 130, "\(interrupted.screen)")
        #expect(interrupted.isInLineMode)

        let escaped = try mosaic.onTerminal(command)
        #expect(await escaped.waitFor("🔍"))
        escaped.type("\u{1B}")
        #expect(await escaped.exitStatus() == 0)
        #expect(escaped.isInLineMode)
    }

    @Test("a signal while a live screen has the terminal in raw mode still gives it back", arguments: [SIGTERM, SIGHUP])
    func signal(_ signal: Int32) async throws {
        let mosaic = MosaicBinary()
        let screen = try mosaic.onTerminal(["perfume", "search"])
        #expect(await screen.waitFor("🔍"))
        #expect(!screen.isInLineMode)
        screen.signal(signal)
        #expect(await screen.exitStatus() == 128 + signal)
        #expect(screen.isInLineMode)
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
}
