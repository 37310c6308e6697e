import ArgumentParser
import CommandKit

/// What a command line offers: the features' command plugins and the app's own commands
/// (`doctor`, `backup`, `serve`…), given to the runtime by the app that runs it. A
/// feature's command tests give it their feature's plugin alone.
public struct CommandTree: Sendable {
    /// The features, in the order `mosaic features`, the tour and the web's navigation show them.
    public let plugins: [any CommandPlugin.Type]
    /// The app's own commands, after the features' in the root's list.
    public let commands: [any ParsableCommand.Type]
    /// Whether one of the app's commands needs what only `mosaic-server` carries (the web
    /// server and its password, PostgreSQL); PostgreSQL storage asked for by the options is
    /// the runtime's own check.
    public let needsServer: @Sendable (any MosaicCommand) -> Bool
    /// The root's subcommands and the features' names in its help, built once: ArgumentParser
    /// reads the root's configuration dozens of times a parse.
    let subcommands: [any ParsableCommand.Type]
    let discussion: (en: String, ko: String)
    /// The command line `MosaicRootCommand.parse` is parsing, while it does.
    var parsing: [String]?

    public init(
        plugins: [any CommandPlugin.Type], commands: [any ParsableCommand.Type] = [],
        needsServer: @escaping @Sendable (any MosaicCommand) -> Bool = { _ in false }
    ) {
        self.plugins = plugins
        self.commands = commands
        self.needsServer = needsServer
        subcommands = plugins.map { $0.command } + commands
        discussion = MosaicRootCommand.rootDiscussion(plugins.map { $0.feature.name }.joined(separator: ", "))
    }

    /// The tree of the command line parsing or running on this task: ArgumentParser reads
    /// the root's subcommands from a static configuration, with no way to hand them over.
    @TaskLocal static var current: CommandTree?
}
