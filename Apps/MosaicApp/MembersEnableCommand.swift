import ArgumentParser
import CommandKit
import CommandRuntime
import Console

/// `mosaic members enable NAME`: a disabled member may sign in again.
struct MembersEnableCommand: AppCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "enable",
            abstract: HelpText.localized(
                en: "Let a disabled member sign in again.", ko: "로그인하지 못하게 한 구성원이 다시 로그인할 수 있게 합니다.")
        )
    }

    @Argument(help: .init(en: "The member's name.", ko: "구성원 이름."))
    var name: String

    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext, runner: MosaicRunner) async throws -> CommandOutput {
        try await MembersDisableCommand.set(
            disabled: false, name: name, settings: runner.app.householdSettings(global))
    }
}
