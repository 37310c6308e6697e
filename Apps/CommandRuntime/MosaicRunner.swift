import ArgumentParser
import CommandKit
import Console
import Core
import Foundation

/// Parses a command line, runs the command with this app as its host and turns every
/// failure into a message and an exit code, never a crash or a stack trace. The only
/// place exit codes are decided.
public struct MosaicRunner: Sendable {
    /// The app it runs commands for.
    package let app: AppEnvironment

    public init(app: AppEnvironment) {
        self.app = app
    }

    /// Runs `arguments` (without the program name) and returns the exit status.
    public func run(_ arguments: [String]) async -> Int32 {
        // Help pages and usage errors speak the language the command line asks for.
        let language = Language.resolve(flag: Self.languageFlag(in: arguments), environment: app.environment)
        let status = await HelpText.$language.withValue(language) {
            await CommandTree.$current.withValue(app.tree) { await runCommand(arguments) }
        }
        // However the command ended, the database file it wrote is left complete.
        await app.openedStores.closeAll()
        return status
    }

    /// `command` as one of the app's commands, cast once and from its own type: each cast to
    /// a protocol not yet asked of a type searches every conformance in the binary, and
    /// casting the `any ParsableCommand` box searched once more for the box itself.
    private static func featureCommand(_ command: some ParsableCommand) -> (any MosaicCommand)? {
        command as? any MosaicCommand
    }

    /// `command` as one of the app's own commands, which the runner hands itself.
    private static func appCommand(_ command: some MosaicCommand) -> (any AppCommand)? {
        command as? any AppCommand
    }

    private func runCommand(_ arguments: [String]) async -> Int32 {
        let environment = app.environment
        let host = CommandHost(
            environment: environment, context: { [app] in try app.context($0) },
            complete: { words, collection, prefix, titleField in
                ShellCompletion.candidates(
                    words: words, collection: collection, prefix: prefix, titleField: titleField,
                    environment: environment)
            })
        if let script = CompletionRootCommand.script(for: arguments) {
            app.stdout.write(script)
            return 0
        }
        var command: any ParsableCommand
        do {
            // Parsing validates, and validation speaks the person's language.
            command = try CommandHost.$current.withValue(host) {
                try MosaicRootCommand.parse(
                    ArgumentOrder.globalOptionsLast(ArgumentOrder.composingLongText(arguments)))
            }
        } catch {
            // `mosaic help perfume add --lang ko`: the help command takes no options; the
            // help asked for is shown rather than "Unknown option '--lang'".
            let withoutOptions = ArgumentOrder.withoutGlobalOptions(arguments)
            if arguments.first == "help", withoutOptions != arguments {
                return await runCommand(withoutOptions)
            }
            // `mosaic perfume --data-dir D`, `mosaic --lang ko`: a group given only global
            // options shows its help (in the language asked for), as gh does, rather than
            // blaming the option.
            if withoutOptions != arguments, withoutOptions.allSatisfy({ !$0.hasPrefix("-") }),
                let group = try? MosaicRootCommand.parse(withoutOptions), Self.featureCommand(group) == nil
            {
                return await runCommand(withoutOptions)
            }
            // A mistyped command is named as such, not as the option after it.
            if let verb = MistypedVerb.find(in: arguments) {
                let language = HelpText.language
                app.stderr.write(
                    TerminalText.neutralised(ConsoleMessages.errorPrefix.text(language) + verb.message.text(language))
                        + "\n")
                return ExitCategory.usage.exitCode
            }
            let code = reportArgumentError(error)
            for hint in [JSONFieldsHint.find(in: arguments), DashedArgumentHint.find(in: arguments)].compactMap({ $0 })
            where code != 0 {
                app.stderr.write(TerminalText.neutralised(hint.text(HelpText.language)) + "\n")
            }
            return code
        }
        let feature = Self.featureCommand(command)
        if app.server == nil, let feature,
            ServerHandOff.isNeeded(by: feature, tree: app.tree, environment: app.environment)
        {
            return report(ServerHandOff.run(arguments), global: feature.global)
        }
        do {
            try await CommandHost.$current.withValue(host) {
                if let feature, let appCommand = Self.appCommand(feature) {
                    let context = try app.context(appCommand.global, storeAccess: appCommand.storeAccess)
                    try await context.show(try await appCommand.run(in: context, runner: self))
                } else if var feature {
                    try await feature.run()
                } else if var asynchronous = command as? any AsyncParsableCommand {
                    try await asynchronous.run()
                } else {
                    try command.run()
                }
            }
            if app.openedStores.unreadableCount > 0, let global = feature?.global {
                app.io(global).warn(RuntimeMessages.unreadableLeftOut(app.openedStores.unreadableCount))
            }
            return 0
        } catch {
            // The root and the groups only show help, which ArgumentParser reports itself.
            guard let global = feature?.global else { return reportArgumentError(error) }
            return report(error, global: global)
        }
    }

    /// What `mosaic --version` prints, for a command line that is only that flag: the
    /// version is a constant, so it is answered before the command tree is built (that was
    /// half of the run). The parser gives the same answer to any other spelling.
    public static func versionAnswer(to arguments: [String]) -> String? {
        arguments == ["--version"] ? MosaicVersion.current + "\n" : nil
    }

    /// The `--lang` the arguments give, read before they parse (a usage error speaks it too).
    static func languageFlag(in arguments: [String]) -> Language? {
        for (index, argument) in arguments.enumerated() {
            if argument.hasPrefix("--lang=") { return Language(code: String(argument.dropFirst("--lang=".count))) }
            if argument == "--lang", index + 1 < arguments.endIndex { return Language(code: arguments[index + 1]) }
        }
        return nil
    }

    /// The same runner with another environment, input, stdout and network (the tour's
    /// nested commands).
    package func with(
        environment: [String: String], input: LineInput, stdout: TextSink? = nil, http: (any HTTPClient)? = nil
    ) -> MosaicRunner {
        MosaicRunner(
            app: AppEnvironment(
                stdout: stdout ?? app.stdout, stderr: app.stderr, input: input, lineEditor: app.lineEditor,
                environment: environment, tree: app.tree, http: http ?? app.http, server: app.server,
                commandStoreAccess: app.commandStoreAccess))
    }

    private func report(_ error: any Error, global: GlobalOptions) -> Int32 {
        if error is CleanExit || error is ValidationError || error is ExitCode {
            return reportArgumentError(error)
        }
        // Messages in the language the options ask for.
        let io = app.io(global)
        let userError = UserError.from(error)
        io.error(userError)
        return userError.category.exitCode
    }

    private func reportArgumentError(_ error: any Error) -> Int32 {
        let code = MosaicRootCommand.exitCode(for: error).rawValue
        // Usage errors quote what was typed, which may hold control characters.
        let width = (code == 0 ? app.stdout : app.stderr).columns(environment: app.environment)
        let message = TerminalText.neutralised(
            ParserText.message(for: error, language: HelpText.language, width: width))
        if code == 0 {
            if !message.isEmpty { app.stdout.write(message + "\n") }
        } else {
            app.stderr.write(message + "\n")
        }
        // ArgumentParser reports usage errors as 64 already; anything else it knows as 1.
        return code
    }
}
