import CommandTestSupport
import Foundation
import TestSupport
import Testing

/// Issue #47: completion that knows the data. Each shell sources the script `mosaic
/// --generate-completion-script` writes for it, on a pseudo-terminal, and a Tab offers the
/// ids (and goal titles) of the data dir in use, and files where a file is asked for.
@Suite("shell completion in bash, zsh and fish")
struct CompletionTests {
    /// A shell, how it loads a completion script, and how it starts quiet.
    struct Shell: CustomStringConvertible, Sendable {
        let name: String
        let path: String
        let arguments: [String]
        /// What to type to load the script saved at the path given.
        let load: @Sendable (String) -> String
        /// One Tab lists the candidates: each shell is set to list them even when they share
        /// first characters (random ids may), rather than insert those and wait for another Tab.
        let tab = "\t"

        var description: String { name }
        var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: path) }
    }

    static let shells = [
        Shell(
            name: "bash", path: "/usr/bin/bash", arguments: ["--norc", "--noprofile", "-i"],
            load: { "bind 'set show-all-if-ambiguous on'; source \($0)\n" }),
        Shell(
            name: "zsh", path: "/usr/bin/zsh", arguments: ["-f", "-i"],
            load: {
                "unsetopt listambiguous; fpath=(\(URL(fileURLWithPath: $0).deletingLastPathComponent().path) $fpath); "
                    + "autoload -U compinit; compinit -u\n"
            }),
        Shell(name: "fish", path: "/usr/bin/fish", arguments: ["--no-config", "-i"], load: { "source \($0)\n" }),
    ]

    /// A data dir with two strips, a goal and a folder of files, and `shell` on a terminal with
    /// its completion script loaded.
    func session(_ shell: Shell) async throws -> (MosaicBinary, TerminalSession, [String]) {
        let mosaic = MosaicBinary()
        var ids: [String] = []
        for brand in ["Le Labo", "Byredo"] {
            let added = try await mosaic.runAsync([
                "perfume", "add", "--brand", brand, "--name", "n", "--sentence", "s", "--json",
            ])
            ids.append(try #require((try mosaic.json(added) as? [String: Any])?["id"] as? String))
        }
        _ = try await mosaic.runAsync(["habits", "category", "add", "운동"])
        _ = try await mosaic.runAsync(["habits", "goal", "add", "--category", "운동", "--title", "달리기"])
        let folder = mosaic.data.url.appendingPathComponent("pictures")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["strip.png", "notes.txt"] { try Data().write(to: folder.appendingPathComponent(name)) }
        let script = try await mosaic.runAsync(["--generate-completion-script", shell.name])
        #expect(script.status == 0)
        let file = mosaic.data.url.appendingPathComponent(shell.name == "zsh" ? "_mosaic" : "mosaic.\(shell.name)")
        try script.stdout.write(to: file, atomically: true, encoding: .utf8)
        let terminal = try mosaic.shellOnTerminal(URL(fileURLWithPath: shell.path), arguments: shell.arguments)
        // Keys typed while the script loads may be dropped (zsh's line editor is not reading
        // yet): the line is typed once the shell says the script is in.
        terminal.type(shell.load(file.path) + "echo LOADED'-'SCRIPT\n")
        #expect(await terminal.waitFor("LOADED-SCRIPT"), "\(shell): \(terminal.screen)")
        return (mosaic, terminal, ids)
    }

    /// What `shell` shows after typing `line` (given the data dir and the strips' ids) and a
    /// Tab: whether `wanted` appeared, the screen then, and the ids. The shell is ended.
    func tab(
        _ shell: Shell, after line: (MosaicBinary, [String]) -> String, until wanted: ([String]) -> String
    ) async throws -> (appeared: Bool, screen: String, ids: [String]) {
        let (mosaic, terminal, ids) = try await session(shell)
        terminal.type(line(mosaic, ids) + shell.tab)
        let appeared = await terminal.waitFor(wanted(ids))
        let screen = terminal.screen
        terminal.signal(SIGKILL)
        _ = await terminal.exitStatus()
        return (appeared, screen, ids)
    }

    @Test("a Tab after an id argument offers the data dir's ids", arguments: shells)
    func ids(_ shell: Shell) async throws {
        guard shell.isInstalled else { return }
        let offered = try await tab(shell, after: { _, _ in "mosaic perfume show " }, until: { $0[0] })
        #expect(offered.appeared, "\(shell): \(offered.screen)")
        #expect(offered.screen.contains(offered.ids[1]))
    }

    @Test("a Tab after --generate-completion-script offers the three shells", arguments: shells)
    func shellNames(_ shell: Shell) async throws {
        guard shell.isInstalled else { return }
        let offered = try await tab(
            shell, after: { _, _ in "mosaic --generate-completion-script " }, until: { _ in "zsh" })
        #expect(offered.appeared, "\(shell): \(offered.screen)")
        #expect(offered.screen.contains("fish"), "\(shell): \(offered.screen)")
    }

    @Test(
        "before the subcommand a Tab after --data-dir offers folders, and then the data dir's ids (#60, item 14)",
        arguments: shells)
    func dataDirFirst(_ shell: Shell) async throws {
        guard shell.isInstalled else { return }
        let folders = try await tab(
            shell, after: { mosaic, _ in "mosaic --data-dir \(mosaic.data.path)/pic" }, until: { _ in "pictures" })
        #expect(folders.appeared, "\(shell): \(folders.screen)")
        let ids = try await tab(
            shell, after: { mosaic, _ in "mosaic --data-dir \(mosaic.data.path) perfume show " }, until: { $0[0] })
        #expect(ids.appeared, "\(shell): \(ids.screen)")
    }

    @Test("a goal's title completes, Hangul too", arguments: shells)
    func goalTitles(_ shell: Shell) async throws {
        guard shell.isInstalled else { return }
        let offered = try await tab(shell, after: { _, _ in "mosaic habits goal show 달" }, until: { _ in "달리기" })
        #expect(offered.appeared, "\(shell): \(offered.screen)")
    }

    @Test("--photo offers folders and images, not other files", arguments: shells)
    func photoFiles(_ shell: Shell) async throws {
        guard shell.isInstalled else { return }
        let offered = try await tab(
            shell, after: { mosaic, _ in "mosaic perfume add --photo \(mosaic.data.path)/pictures/" },
            until: { _ in "strip.png" })
        #expect(offered.appeared, "\(shell): \(offered.screen)")
        #expect(!offered.screen.contains("notes.txt"), "\(shell): \(offered.screen)")
    }

    /// Issue #55: titles (from the command line, any web form, a Loop export) reached
    /// `compgen -W`, which ran `$(…)` in them on a Tab. Hostile titles are never offered
    /// (nor run); an ordinary one beside them still is.
    @Test("a Tab runs nothing a title holds, and the other titles still complete", arguments: shells)
    func hostileTitles(_ shell: Shell) async throws {
        guard shell.isInstalled else { return }
        let (mosaic, terminal, _) = try await session(shell)
        let marker = mosaic.data.url.appendingPathComponent("pwned")
        let hostile = [
            "$(touch \(marker.path)1)", "`touch \(marker.path)2`", "${IFS}touch${IFS}\(marker.path)3",
            "<(touch \(marker.path)4)", "$((1/0))", "달\"quote", "달'single", "달\\back", "달\nnewline",
            "달 $(touch \(marker.path)5)",
        ]
        for title in hostile {
            let added = try await mosaic.runAsync(["habits", "goal", "add", "--category", "운동", "--title", title])
            #expect(added.status == 0 || title.contains("\n"), "\(title): \(added.stderr)")
        }
        terminal.type("mosaic habits goal show \(shell.tab)")
        let appeared = await terminal.waitFor("달리기")
        terminal.type("\u{3}")
        terminal.type("mosaic habits goal show 달\(shell.tab)")
        let again = await terminal.waitFor("달리기")
        let screen = terminal.screen
        terminal.signal(SIGKILL)
        _ = await terminal.exitStatus()
        #expect(appeared && again, "\(shell): \(screen)")
        for n in 1...5 {
            #expect(
                !FileManager.default.fileExists(atPath: marker.path + "\(n)"),
                "\(shell) ran a title's command: \(screen)")
        }
        #expect(!screen.contains("division by 0"), "\(shell): \(screen)")
    }
}
