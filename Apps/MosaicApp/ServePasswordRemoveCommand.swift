import ArgumentParser
import CommandKit
import CommandRuntime
import Console

/// `mosaic serve password remove`: servers on 127.0.0.1 open without a password again
/// (a network address refuses to start); every sign-in ends.
struct ServePasswordRemoveCommand: AppCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "remove",
            abstract: HelpText.localized(
                en: "Remove the web pages' password; every sign-in ends.", ko: "웹 페이지의 비밀번호를 지웁니다. 모든 로그인이 끝납니다.")
        )
    }

    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext, runner: MosaicRunner) async throws -> CommandOutput {
        let server = try runner.app.webParts()
        guard try await server.removePassword(settings: try runner.app.householdSettings(global)) else {
            return .empty(AppMessages.noPasswordToRemove, json: ["password": "none"])
        }
        return .written(AppMessages.passwordRemoved, json: ["password": "removed"])
    }
}
