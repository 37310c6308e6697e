import ArgumentParser
import CommandKit
import CommandRuntime
import Console
import Core
import Household

/// `mosaic members reassign --from A --to B`: every record A keeps becomes B's (one
/// transaction); A stays in the household, with nothing.
struct MembersReassignCommand: AppCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "reassign",
            abstract: HelpText.localized(
                en: "Give every record one member keeps to another.", ko: "한 구성원의 기록을 모두 다른 구성원에게 넘깁니다.")
        )
    }

    @Option(help: .init(en: "Whose records they are now.", ko: "지금 기록의 주인."))
    var from: String

    @Option(help: .init(en: "Whose they become.", ko: "넘겨받을 구성원."))
    var to: String

    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext, runner: MosaicRunner) async throws -> CommandOutput {
        let members = HouseholdMembers(settings: try runner.app.householdSettings(global))
        let (giver, heir) = (try await members.member(named: from), try await members.member(named: to))
        if giver.id == heir.id { throw UserError(AppMessages.reassignToSelf, category: .invalidInput) }
        let records = try await runner.app.memberData(global).reassign(from: giver, to: heir)
        return .written(
            AppMessages.recordsReassigned(records, from: giver.name, to: heir.name),
            json: MemberRemovalJSON(removed: giver.name, records: records, reassignedTo: heir.name))
    }
}
