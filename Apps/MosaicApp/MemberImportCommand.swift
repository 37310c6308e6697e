import ArgumentParser
import CommandKit
import CommandRuntime
import Console
import Core
import Foundation
import Household

/// `mosaic import FILE`: reads a `mosaic export --member` file into this household as the
/// member who acts (`--as`, else the first admin): the records are theirs, each seen by whom
/// it was; importing the same file twice adds nothing.
struct MemberImportCommand: AppCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "import",
            abstract: HelpText.localized(
                en: "Read a member's exported data into this household, as the member who acts (--as).",
                ko: "내보낸 구성원 데이터를 이 가족에 가져옵니다. 가져오는 사람(--as)의 것이 됩니다.")
        )
    }

    @Argument(
        help: .init(
            en: "A file of `mosaic export --member`, or - for stdin.", ko: "`mosaic export --member` 파일, 또는 표준 입력이면 -."),
        completion: .file(extensions: ["json"]))
    var file: String

    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext, runner: MosaicRunner) async throws -> CommandOutput {
        let data =
            file == "-"
            ? try InputFile.readStandardInput(context.prompter.input) : try InputFile.read(file, limit: 1 << 30)
        let archive = try MemberArchive.decode(data, name: file)
        let id = try await runner.app.actingMemberID(global)
        let imported = try await runner.app.memberData(global).restore(archive, as: id)
        // Before anyone was added, the first member to come (named `owner` until renamed).
        let name =
            try await HouseholdMembers(settings: runner.app.householdSettings(global)).all().first { $0.id == id }?.name
            ?? HouseholdMembers.upgradedOwnerName
        let count = imported.records.values.reduce(0, +)
        return .written(AppMessages.memberImported(count, files: imported.files, as: name), json: imported)
    }
}
