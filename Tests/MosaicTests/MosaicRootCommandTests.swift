import ArgumentParser
import MosaicApp
import Testing

@testable import CommandRuntime

/// `MosaicRootCommand.parse` offers ArgumentParser only the subcommand a command line's first
/// word names; what it parses and what it reports must be what the whole tree gives.
@Suite("Parsing with only the named subcommand")
struct MosaicRootCommandTests {
    /// Every command's path below the root, from the whole tree.
    static func paths(below command: any ParsableCommand.Type = MosaicRootCommand.self, at path: [String] = [])
        -> [[String]]
    {
        command.configuration.subcommands.flatMap { sub in
            let here = path + [sub._commandName]
            return [here] + paths(below: sub, at: here)
        }
    }

    static func message(_ parse: () throws -> any ParsableCommand) -> String {
        do {
            return "parsed \(type(of: try parse()))"
        } catch {
            return MosaicRootCommand.fullMessage(for: error, columns: 100)
        }
    }

    @Test("every command's help, and a usage error under each, read the same as with the whole tree")
    func sameAsTheWholeTree() {
        CommandTree.$current.withValue(MosaicCommandLine.tree) { checkEveryPath() }
    }

    func checkEveryPath() {
        let paths = Self.paths()
        #expect(paths.count > 50)
        for path in paths {
            for arguments in [path + ["--help"], path + ["--no-such-option"]] {
                let narrowed = Self.message { try MosaicRootCommand.parse(arguments) }
                let whole = Self.message { try MosaicRootCommand.parseAsRoot(arguments) }
                #expect(narrowed == whole, "\(arguments)")
            }
        }
    }

    @Test("a first word that names no subcommand parses with the whole tree: help, typos, options")
    func noNamedSubcommand() {
        CommandTree.$current.withValue(MosaicCommandLine.tree) { checkUnnamed() }
    }

    func checkUnnamed() {
        for arguments in [["help", "perfume"], ["perfum", "list"], ["--help"], [], ["perfume", "lsit"]] {
            let narrowed = Self.message { try MosaicRootCommand.parse(arguments) }
            #expect(narrowed == Self.message { try MosaicRootCommand.parseAsRoot(arguments) }, "\(arguments)")
        }
    }
}
