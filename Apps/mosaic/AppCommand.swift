import ArgumentParser
import CommandKit
import Console

/// A built-in command of the app itself (features, doctor, tour): it sees the whole
/// app environment rather than one feature's context.
protocol AppCommand: AsyncParsableCommand {
    var global: GlobalOptions { get }
    func run(in app: AppEnvironment, runner: MosaicRunner) async throws -> Int32
}

extension AppCommand {
    mutating func run() async throws {
        throw ValidationError(ConsoleMessages.notWired(Self._commandName).english)
    }
}
