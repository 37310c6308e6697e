import ArgumentParser
import CommandKit
import CommandRuntime
import Console
import Core
import Foundation
import Household

/// `mosaic members invite NAME [--admin]`: a one-use link, valid 7 days, with which the
/// member sets their own password in the browser (a new member is added without one; for
/// one who has a password, the link resets it). Nobody types a password for someone else.
struct MembersInviteCommand: AppCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "invite",
            abstract: HelpText.localized(
                en: "Make a one-use link (7 days) with which a member sets their own password.",
                ko: "구성원이 직접 비밀번호를 정하는 일회용 링크(7일)를 만듭니다.")
        )
    }

    @Argument(help: .init(en: "The member's name (added when new).", ko: "구성원 이름(없으면 추가)."))
    var name: String

    @Flag(help: .init(en: "Add a new member as an admin.", ko: "새 구성원을 관리자로 추가합니다."))
    var admin = false

    @OptionGroup var global: GlobalOptions

    struct Output: Encodable, Sendable {
        let member: MemberJSON
        let path: String
        let expires: Date
    }

    func run(in context: CommandContext, runner: MosaicRunner) async throws -> CommandOutput {
        let web = try runner.app.webParts()
        let now = context.dates.now()
        let member = try await HouseholdMembers(settings: try runner.app.householdSettings(global)).member(
            named: name, orAdding: admin ? .admin : .member, now: now)
        let (path, expires) = try await web.invitation(
            forMember: member.id, settings: try runner.app.householdSettings(global), now: now)
        return .written(
            AppMessages.invited(member.name, path: path),
            json: Output(member: MemberJSON(member), path: path, expires: expires),
            document: Document(line: path))
    }
}
