import ArgumentParser
import CommandKit
import CommandRuntime
import Console
import Core
import Household
import Persistence

/// `mosaic members disable NAME`: the member cannot sign in, and their sign-ins end at once;
/// what they keep stays theirs (`members enable` lets them in again). The last admin who can
/// sign in stays able to.
struct MembersDisableCommand: AppCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "disable",
            abstract: HelpText.localized(
                en: "Stop a member signing in (their sign-ins end now).",
                ko: "구성원이 로그인하지 못하게 합니다(로그인이 바로 끝납니다).")
        )
    }

    @Argument(help: .init(en: "The member's name.", ko: "구성원 이름."))
    var name: String

    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext, runner: MosaicRunner) async throws -> CommandOutput {
        try await Self.set(disabled: true, name: name, settings: runner.app.householdSettings(global))
    }

    /// Disables or enables the member `name` and says so.
    static func set(disabled: Bool, name: String, settings: any SettingsStore) async throws -> CommandOutput {
        let members = HouseholdMembers(settings: settings)
        let changed = try await members.setDisabled(disabled, for: try await members.member(named: name))
        return .written(AppMessages.memberDisabled(changed.name, disabled: disabled), json: MemberJSON(changed))
    }
}
