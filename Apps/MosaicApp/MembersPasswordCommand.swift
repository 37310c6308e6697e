import ArgumentParser
import CommandKit
import CommandRuntime
import Console
import Core
import Household

/// `mosaic members password NAME`: sets a member's password (asked twice on a terminal,
/// else the first line of stdin). Whoever runs the command line holds the database, so this
/// is an admin's reset; the web's own change asks for the old password first.
struct MembersPasswordCommand: AppCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "password",
            abstract: HelpText.localized(
                en: "Set a member's password (asked twice on a terminal, else read from stdin).",
                ko: "구성원의 비밀번호를 정합니다(터미널에서는 두 번 묻고, 아니면 stdin에서 읽습니다).")
        )
    }

    @Argument(help: .init(en: "The member's name.", ko: "구성원 이름."))
    var name: String

    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext, runner: MosaicRunner) async throws -> CommandOutput {
        let web = try runner.app.webParts()
        let members = HouseholdMembers(settings: try runner.app.householdSettings(global))
        let member = try await members.member(named: name)
        let password = try ServePasswordSetCommand.readPassword(context.prompter, checkedBy: web)
        let changed = try await members.setPasswordHash(await web.hashPassword(password), for: member)
        return .written(AppMessages.memberPasswordSet(changed.name), json: MemberJSON(changed))
    }
}
