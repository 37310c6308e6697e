import ArgumentParser
import CommandKit
import CommandRuntime
import Console
import Core

/// `mosaic serve password set`: asks twice on a terminal, else reads the first line of
/// stdin; stores only its bcrypt hash, where every server on this data dir or database
/// reads it, and ends every sign-in.
struct ServePasswordSetCommand: AppCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "set",
            abstract: HelpText.localized(
                en:
                    "Set the web pages' password (asked twice on a terminal, else read from stdin); every sign-in ends.",
                ko: "웹 페이지의 비밀번호를 정합니다(터미널에서는 두 번 묻고, 아니면 stdin에서 읽습니다). 모든 로그인이 끝납니다.")
        )
    }

    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext, runner: MosaicRunner) async throws -> CommandOutput {
        let server = try runner.app.webParts()
        let password = try Self.readPassword(context.prompter, checkedBy: server)
        try await server.setPassword(
            password, settings: try runner.app.householdSettings(global), now: context.dates.now())
        return .written(AppMessages.passwordSet, json: ["password": "set"])
    }

    /// On a terminal: asked twice without echo, again until both agree and it is a valid
    /// password (as `server` checks it). Elsewhere: stdin's first line, refused (65) when invalid.
    static func readPassword(_ prompter: Prompter, checkedBy server: any WebParts) throws(UserError) -> String {
        guard prompter.canAsk else {
            guard let line = prompter.input.readLine(), !line.isEmpty else {
                throw UserError(AppMessages.passwordOnStdin, category: .invalidInput)
            }
            if let problem = server.passwordProblem(line) { throw UserError(problem, category: .invalidInput) }
            return line
        }
        while true {
            guard let first = prompter.askHidden(AppMessages.newPassword) else {
                throw UserError(ConsoleMessages.inputEnded, category: .invalidInput)
            }
            if let problem = server.passwordProblem(first) {
                prompter.io.warn(problem)
                continue
            }
            guard let second = prompter.askHidden(AppMessages.newPasswordAgain) else {
                throw UserError(ConsoleMessages.inputEnded, category: .invalidInput)
            }
            if first == second { return first }
            prompter.io.warn(AppMessages.passwordsDiffer)
        }
    }
}
