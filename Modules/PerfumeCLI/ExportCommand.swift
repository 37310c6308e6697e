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
    @OptionGroup var output: OutputFile
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
        guard let file = try output.write(data, in: context) else { return OutputFile.verbatim(data) }
        return .written(PerfumeCLIMessages.exported(count, to: file), json: ExportSummary(file: file, count: count))
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
