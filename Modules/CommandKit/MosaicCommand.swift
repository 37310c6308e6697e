import ArgumentParser
import Console

/// A command that runs with the dependencies the composition root built. Feature
/// subcommands conform; `mosaic` parses the arguments, builds the context once from
/// the global options and calls `run(in:)`.
public protocol MosaicCommand: AsyncParsableCommand {
    /// The options every command takes.
    var global: GlobalOptions { get }
    /// Does the work.
    func run(in context: CommandContext) async throws
}

extension MosaicCommand {
    public mutating func run() async throws {
        throw ValidationError(ConsoleMessages.notWired(Self._commandName).english)
    }
}
