import ArgumentParser
import CommandKit
import CommandRuntime
import Console
import Core
import Household

/// `mosaic members remove NAME --reassign-to OTHER | --delete-data`: the member leaves the
/// household; their sign-ins end at once. What they kept becomes OTHER's, or is deleted with
/// its photos; their own settings (a Photobox profile, a draft) go either way. The last
/// admin stays.
struct MembersRemoveCommand: AppCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "remove",
            abstract: HelpText.localized(
                en: "Remove a member, giving what they kept to another or deleting it.",
                ko: "구성원을 뺍니다. 가지고 있던 기록은 다른 구성원에게 넘기거나 지웁니다.")
        )
    }

    @Argument(help: .init(en: "The member's name.", ko: "구성원 이름."))
    var name: String

    @Option(
        name: .customLong("reassign-to"),
        help: .init(en: "The member who keeps their records from now on.", ko: "기록을 넘겨받을 구성원."))
    var reassignTo: String?

    @Flag(
        name: .customLong("delete-data"),
        help: .init(en: "Delete their records and photos, and nothing else.", ko: "그 구성원의 기록과 사진만 지웁니다."))
    var deleteData = false

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard (reassignTo != nil) != deleteData else { throw global.usageError(AppMessages.removeNeedsChoice) }
    }

    func run(in context: CommandContext, runner: MosaicRunner) async throws -> CommandOutput {
        let members = HouseholdMembers(settings: try runner.app.householdSettings(global))
        let member = try await members.member(named: name)
        var heir: Member?
        if let reassignTo { heir = try await members.member(named: reassignTo) }
        if heir?.id == member.id { throw UserError(AppMessages.reassignToSelf, category: .invalidInput) }
        try await members.ensureRemovable(member)
        let data = try runner.app.memberData(global)
        let records: Int
        if let heir {
            records = try await data.reassign(from: member, to: heir)
            // What stays theirs is what the heir keeps too (a like of the same photo).
            _ = try await data.delete(of: member)
        } else {
            records = try await data.delete(of: member)
        }
        try await members.remove(member)
        return .written(
            AppMessages.memberRemoved(member.name, records: records, to: heir?.name),
            json: MemberRemovalJSON(removed: member.name, records: records, reassignedTo: heir?.name))
    }
}

/// What `members remove` and `members reassign` did, as `--json` shows it.
struct MemberRemovalJSON: Encodable, Sendable {
    /// Who was removed, or whose records moved.
    let removed: String
    /// How many records moved or were deleted.
    let records: Int
    /// Who keeps them now; nil when they were deleted.
    let reassignedTo: String?
}
