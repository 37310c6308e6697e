import ArgumentParser
import CommandKit
import CommandRuntime
import Console
import Core
import Foundation
import Household

/// `mosaic export --member NAME [--output FILE]`: everything the member owns in every
/// feature, photos included, as one file `mosaic import` reads into any household.
struct MemberExportCommand: AppCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "export",
            abstract: HelpText.localized(
                en: "Write everything one member keeps, photos included, to one file (mosaic import reads it).",
                ko: "한 구성원의 모든 기록을 사진까지 한 파일로 씁니다(mosaic import 로 가져옵니다).")
        )
    }

    @Option(help: .init(en: "Whose data.", ko: "누구의 데이터인지."))
    var member: String

    @OptionGroup var output: OutputFile

    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext, runner: MosaicRunner) async throws -> CommandOutput {
        let owner = try await HouseholdMembers(settings: try runner.app.householdSettings(global)).member(named: member)
        let archive = try await runner.app.memberData(global).archive(of: owner, now: context.dates.now())
        let data = try archive.encoded()
        guard let file = try output.write(data, in: context) else { return OutputFile.verbatim(data) }
        let count = archive.records.values.reduce(0) { $0 + $1.count }
        return .written(
            AppMessages.memberExported(owner.name, records: count, files: archive.files.count, to: file),
            json: MemberExportJSON(file: file, records: count, files: archive.files.count))
    }
}

/// What `mosaic export --member` wrote, as `--json` shows it.
struct MemberExportJSON: Encodable, Sendable {
    /// The file.
    let file: String
    /// How many records.
    let records: Int
    /// How many photos.
    let files: Int
}
