import ArgumentParser
import Console

/// Every `mosaic` command: ArgumentParser parses it, then its `run()` asks the host the
/// composition root installed for the context (built from the global options) and calls
/// `run(in:)`, and shows what it returns. Failures are thrown; the host turns them into a
/// message and an exit code.
public protocol MosaicCommand: AsyncParsableCommand {
    /// The options every command takes.
    var global: GlobalOptions { get }
    /// Does the work and returns what to show (`TerminalIO.show` renders it).
    func run(in context: CommandContext) async throws -> CommandOutput
}

extension MosaicCommand {
    public mutating func run() async throws {
        guard let host = CommandHost.current else {
            throw ValidationError(ConsoleMessages.notWired(Self._commandName).english)
        }
        let context = try host.context(global)
        try await context.show(try await run(in: context))
    }
}
