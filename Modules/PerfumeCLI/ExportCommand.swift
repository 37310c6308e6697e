import ArgumentParser
import CommandKit
import Console
import Core
import Foundation
import Perfume

/// `mosaic perfume export`: the whole journal as JSON (photos inline, re-importable),
/// Markdown or CSV, to stdout or a file.
struct ExportCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "export",
            abstract: HelpText.localized(
                en: "Export the journal (json re-imports with photos; md; csv).",
                ko: "일지를 내보냅니다(json은 사진과 함께 다시 가져올 수 있습니다; md; csv)."))
    }

    @Option(help: .init(en: "json (default), md or csv.", ko: "json(기본값), md 또는 csv.")) var format: ExportFormat = .json
    @Option(
        parsing: .unconditional,
        help: .init(en: "Write to this file instead of stdout (- is stdout).", ko: "표준 출력 대신 이 파일에 씁니다(-는 표준 출력)."),
        completion: .file())
    var output: String?
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let repository = try context.perfumes
        let data: Data
        let count: Int
        switch format {
        case .json:
            let export = try await repository.archive()
            data = try export.archive.encoded()
            count = export.archive.entries.count
            if !export.missingPhotos.isEmpty { context.io.warn(PerfumeMessages.missingPhotos(export.missingPhotos)) }
        case .markdown:
            let entries = try await repository.list()
            data = Data(PerfumeTextExport.markdown(entries, language: context.io.language).utf8)
            count = entries.count
        case .csv:
            let entries = try await repository.list()
            data = Data(PerfumeTextExport.csv(entries).utf8)
            count = entries.count
        }
        // `-` is stdout, as for every command that writes a file (#31).
        guard let output, output != "-" else {
            return .verbatim(String(decoding: data, as: UTF8.self))
        }
        try context.exports.write(data, to: output)
        return .written(PerfumeCLIMessages.exported(count, to: output), json: ExportSummary(file: output, count: count))
    }

    /// What `--format` takes.
    enum ExportFormat: String, ExpressibleByArgument, CaseIterable {
        case json
        case markdown = "md"
        case csv

        init?(argument: String) {
            let lowered = argument.lowercased()
            self.init(rawValue: lowered == "markdown" ? "md" : lowered)
        }
    }
}
