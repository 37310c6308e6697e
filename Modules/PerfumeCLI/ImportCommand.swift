import ArgumentParser
import CommandKit
import Console
import Core
import Foundation
import Perfume

/// `mosaic perfume import FILE`: merges a JSON export by id, so importing the same
/// file twice adds nothing. `-` reads stdin.
struct ImportCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "import",
            abstract: HelpText.localized(
                en: "Import a JSON export (merged by id; photos included).", ko: "JSON 내보내기를 가져옵니다(id로 합칩니다; 사진 포함)."))
    }

    @Argument(
        help: .init(
            en: "A file from `mosaic perfume export`, or - for stdin.",
            ko: "`mosaic perfume export`로 만든 파일, 또는 표준 입력이면 -."), completion: .file(extensions: ["json"]))
    var file: String
    @Flag(
        help: .init(
            en: "Apply the file's version of entries it has otherwise, even where the journal's is as new or newer.",
            ko: "파일의 내용이 다른 항목은 일지 쪽이 같거나 더 최신이어도 파일의 것으로 바꿉니다.")) var replace = false
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let data: Data
        if file == "-" {
            data = try InputFile.readStandardInput(context.prompter.input)
        } else {
            guard FileManager.default.fileExists(atPath: file) else {
                throw UserError(PerfumeCLIMessages.fileMissing(file), category: .notFound)
            }
            let type = (try? FileManager.default.attributesOfItem(atPath: file))?[.type] as? FileAttributeType
            guard type == .typeRegular, let contents = FileManager.default.contents(atPath: file) else {
                throw UserError(
                    PerfumeMessages.notAnArchive(file, field: "(not a regular file)"), category: .invalidInput)
            }
            data = contents
        }
        let archive = try PerfumeArchive.decode(data, name: file)
        let summary = try await context.perfumes.importArchive(archive, replacing: replace)
        if !summary.kept.isEmpty {
            // Never a silent skip: each entry left as stored is named, with the way to apply the file's.
            context.io.warn(PerfumeCLIMessages.keptNewer(summary.kept, file: file))
        }
        return .written(PerfumeCLIMessages.imported(summary), json: summary)
    }
}
