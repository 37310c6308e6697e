import ArgumentParser
import CommandKit
import Console
import Core
import Foundation

/// Parses a command line, builds the live dependencies once and dispatches; every
/// failure becomes a message and an exit code, never a crash or a stack trace.
struct MosaicRunner: Sendable {
    let app: AppEnvironment

    func run(_ arguments: [String]) async -> Int32 {
        let command: any ParsableCommand
        do {
            command = try MosaicRootCommand.parseAsRoot(ArgumentOrder.globalOptionsLast(arguments))
        } catch {
            return reportArgumentError(error)
        }
        let global = (command as? any MosaicCommand)?.global ?? (command as? any AppCommand)?.global
        let io: TerminalIO
        do {
            io = try global.map(app.io) ?? fallbackIO
        } catch {
            return report(error, io: fallbackIO)
        }
        do {
            switch command {
            case let command as any MosaicCommand:
                try await command.run(in: app.context(command.global))
                return 0
            case let command as any AppCommand:
                return try await command.run(in: app, runner: self)
            default:
                // The root and command groups: ArgumentParser's own run shows help.
                do {
                    var command = command
                    if var asynchronous = command as? any AsyncParsableCommand {
                        try await asynchronous.run()
                    } else {
                        try command.run()
                    }
                    return 0
                } catch {
                    return reportArgumentError(error)
                }
            }
        } catch {
            return report(error, io: io)
        }
    }

    /// The same runner with another environment, input, stdout and network (the tour's
    /// nested commands).
    func with(environment: [String: String], input: LineInput, stdout: TextSink? = nil, http: (any HTTPClient)? = nil) -> MosaicRunner {
        MosaicRunner(app: AppEnvironment(stdout: stdout ?? app.stdout, stderr: app.stderr, input: input,
                                         environment: environment, plugins: app.plugins, http: http ?? app.http))
    }

    private var fallbackIO: TerminalIO {
        TerminalIO(stdout: app.stdout, stderr: app.stderr, language: .english, json: false,
                   noColor: false, environment: app.environment)
    }

    private func report(_ error: any Error, io: TerminalIO) -> Int32 {
        if error is CleanExit || error is ValidationError || error is ExitCode {
            return reportArgumentError(error)
        }
        let userError = UserError.from(error)
        io.error(userError)
        return userError.category.exitCode
    }

    private func reportArgumentError(_ error: any Error) -> Int32 {
        let code = MosaicRootCommand.exitCode(for: error).rawValue
        // Usage errors quote what was typed, which may hold control characters.
        let message = TerminalText.neutralised(MosaicRootCommand.fullMessage(for: error))
        if code == 0 {
            if !message.isEmpty { app.stdout.write(message + "\n") }
        } else {
            app.stderr.write(message + "\n")
        }
        // ArgumentParser reports usage errors as 64 already; anything else it knows as 1.
        return code
    }
}
