import ArgumentParser
import CommandKit
import CommandRuntime
import Console
import Core
import Household

/// `mosaic members add NAME [--admin]`: the password asked twice on a terminal, else the
/// first line of stdin; only its bcrypt hash is kept. The household's first member is its
/// admin.
struct MembersAddCommand: AppCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "add",
            abstract: HelpText.localized(
                en: "Add a member with a password (asked twice on a terminal, else read from stdin).",
                ko: "비밀번호와 함께 구성원을 추가합니다(터미널에서는 두 번 묻고, 아니면 stdin에서 읽습니다).")
        )
    }

    @Argument(help: .init(en: "The member's name, as they sign in with it.", ko: "로그인할 때 쓰는 구성원 이름."))
    var name: String

    @Flag(help: .init(en: "Make the member an admin (who manages the members).", ko: "관리자(구성원을 관리)로 추가합니다."))
    var admin = false

    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext, runner: MosaicRunner) async throws -> CommandOutput {
        let web = try runner.app.webParts()
        let members = HouseholdMembers(settings: try runner.app.householdSettings(global))
        // Refused before a password is asked for.
        if let problem = MemberName.problem(with: name) { throw UserError(problem, category: .invalidInput) }
        if try await members.named(name) != nil {
            throw UserError(HouseholdMessages.nameTaken(name), category: .invalidInput)
        }
        let password = try ServePasswordSetCommand.readPassword(context.prompter, checkedBy: web)
        let member = try await members.add(
            name, role: admin ? .admin : .member, passwordHash: await web.hashPassword(password),
            now: context.dates.now())
        return .written(AppMessages.memberAdded(member.name, admin: member.isAdmin), json: MemberJSON(member))
    }
}
