import ArgumentParser
import Console

/// Every `mosaic` command: ArgumentParser parses it, then its `run()` asks the host the
/// composition root installed for the context (built from the global options) and calls
/// `run(in:)`. Failures are thrown; the host turns them into a message and an exit code.
public protocol MosaicCommand: AsyncParsableCommand {
    /// The options every command takes.
    var global: GlobalOptions { get }
    /// Does the work.
    func run(in context: CommandContext) async throws
}

extension MosaicCommand {
    public mutating func run() async throws {
        guard let host = CommandHost.current else {
            throw ValidationError(ConsoleMessages.notWired(Self._commandName).english)
        }
        try await run(in: host.context(global))
    }
}
