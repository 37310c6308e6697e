import ArgumentParser
import CommandKit
import CommandRuntime
import Console
import Core
import Household

/// `mosaic members list`: who is in the household, admins first.
struct MembersListCommand: AppCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "list",
            abstract: HelpText.localized(en: "List the household's members.", ko: "가족 구성원을 보여 줍니다.")
        )
    }

    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext, runner: MosaicRunner) async throws -> CommandOutput {
        let io = context.io
        let members = try await HouseholdMembers(settings: try runner.app.householdSettings(global)).all()
        var table = TextTable([
            .init(io.text(Message(en: "NAME", ko: "이름"))), .init(io.text(Message(en: "ROLE", ko: "역할"))),
            .init(io.text(Message(en: "PASSWORD", ko: "비밀번호"))),
        ])
        for member in members {
            table.append([
                member.name, io.text(member.isAdmin ? AppMessages.adminRole : AppMessages.memberRole),
                io.text(
                    member.disabled
                        ? AppMessages.disabled
                        : member.passwordHash == nil ? AppMessages.noPassword : AppMessages.passwordIsSet),
            ])
        }
        return .list(
            Document(table), json: members.map(MemberJSON.init), isEmpty: members.isEmpty, empty: AppMessages.noMembers)
    }
}
