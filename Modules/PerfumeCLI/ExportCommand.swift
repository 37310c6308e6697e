import ArgumentParser
import CommandKit
import Console
import Core
import Foundation
import Perfume

/// `mosaic perfume export`: the whole journal as JSON (photos inline, re-importable),
/// Markdown or CSV, to stdout or a file.
struct ExportCommand: MosaicCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Export the journal (json re-imports with photos; md; csv).")

    @Option(help: "json (default), md or csv.") var format: ExportFormat = .json
    @Option(parsing: .unconditional, help: "Write to this file instead of stdout (- is stdout).") var output: String?
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
            data = Data(PerfumeTextExport.markdown(entries).utf8)
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
