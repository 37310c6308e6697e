import ArgumentParser
import CommandKit

/// The root as a completion script describes it: `MosaicRootCommand` with the global options
/// declared, so a Tab before the subcommand offers them and their values (`mosaic --data-dir`
/// then folders), as the help says they may go there. Only completion scripts are made from
/// it: a command line parses with `MosaicRootCommand`, whose leaves read the global options
/// (`ArgumentOrder` puts them after the command), so a value such as a title `--lang` never
/// reads as the root's option.
struct CompletionRootCommand: ParsableCommand {
    static var configuration: CommandConfiguration { MosaicRootCommand.configuration }

    @Option(name: .customLong("generate-completion-script"), completion: .list(["bash", "zsh", "fish"]))
    var completionShell: String?
    @OptionGroup var global: GlobalOptions

    /// The completion script for `arguments` when they ask for one (`--generate-completion-script
    /// SHELL`, and nothing else), else nil.
    static func script(for arguments: [String]) -> String? {
        guard arguments.count == 2, arguments[0] == "--generate-completion-script",
            let shell = CompletionShell(rawValue: arguments[1])
        else { return nil }
        return completionScript(for: shell)
    }
}
