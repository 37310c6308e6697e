import ArgumentParser
import CommandKit
import Console
import PersistenceSQLite

/// One of the app's own commands (`doctor`, `backup`, `serve`, `tour`…): besides the context
/// a feature's command gets, it is handed the runner that runs it, for what only the app
/// has (its stores as they are opened, the server parts, nested runs). The runner calls
/// `run(in:runner:)`; nothing reaches it through an ambient value.
public protocol AppCommand: MosaicCommand {
    /// How the context's SQLite store is opened when not as any command's (nil): a pool for
    /// a server (`serve`), chosen by the command and applied by the runner that opens it.
    var storeAccess: SQLiteStorage.Access? { get }
    /// Does the work with `runner`'s app and returns what to show.
    func run(in context: CommandContext, runner: MosaicRunner) async throws -> CommandOutput
}

extension AppCommand {
    /// As any command's store.
    public var storeAccess: SQLiteStorage.Access? { nil }

    /// An app command runs only through `MosaicRunner`, which calls `run(in:runner:)`.
    public func run(in context: CommandContext) async throws -> CommandOutput {
        throw ValidationError(ConsoleMessages.notWired(Self._commandName).english)
    }
}
