import ArgumentParser
import CommandKit
import CommandRuntime
import Console
import Core
import Household

/// `mosaic members rename NAME NEW-NAME`: what the member signs in with; what they keep is
/// kept under their id, so nothing else changes.
struct MembersRenameCommand: AppCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "rename",
            abstract: HelpText.localized(en: "Rename a member.", ko: "구성원 이름을 바꿉니다.")
        )
    }

    @Argument(help: .init(en: "The member's name now.", ko: "지금 구성원 이름."))
    var name: String

    @Argument(help: .init(en: "The new name.", ko: "새 이름."))
    var newName: String

    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext, runner: MosaicRunner) async throws -> CommandOutput {
        let members = HouseholdMembers(settings: try runner.app.householdSettings(global))
        let member = try await members.member(named: name)
        let renamed = try await members.rename(member, to: newName)
        return .written(AppMessages.memberRenamed(member.name, renamed.name), json: MemberJSON(renamed))
    }
}
