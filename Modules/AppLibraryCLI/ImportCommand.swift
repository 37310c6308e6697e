import AppLibrary
import ArgumentParser
import CommandKit
import Console
import Core
import Foundation

/// `mosaic apps import …`: bring a library from the tool a person leaves.
struct ImportCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "import",
            abstract: HelpText.localized(en: "Bring a library from another tool.", ko: "다른 도구의 보관함을 가져옵니다."),
            subcommands: [MasImportCommand.self])
    }
}

/// `mosaic apps import mas FILE|-`: what `mas list` printed (its text or mas 7's JSON), each
/// app looked up in the store (200 a request) and kept with the version installed.
struct MasImportCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "mas",
            abstract: HelpText.localized(
                en: "Import what `mas list` printed: each app, with the version installed.",
                ko: "`mas list` 의 출력을 가져옵니다: 앱마다 설치된 버전과 함께."))
    }

    @Argument(
        help: .init(
            en: "A file holding `mas list`'s output, or - for stdin.", ko: "`mas list` 의 출력이 든 파일, 또는 표준 입력이면 -."),
        completion: .file())
    var file: String
    @Option(help: .init(en: "Storefront to look the apps up in (default kr).", ko: "앱을 찾아볼 스토어 국가(기본값 kr)."))
    var country = "kr"
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let text: String
        // `mas list` prints a line an app: a few kilobytes; 16 MB is far past any library.
        if file == "-" {
            text = String(
                decoding: try InputFile.readStandardInput(context.prompter.input, limit: 16 << 20), as: UTF8.self)
        } else {
            text = String(decoding: try InputFile.read(file, limit: 16 << 20), as: UTF8.self)
        }
        let installed = try MasList.parse(text, file: file)
        let store = try await context.itunes().lookup(ids: installed.map(\.id), country: country)
        let summary = try await context.library.importInstalled(installed, from: store)
        if !summary.unknown.isEmpty { context.io.warn(AppLibraryCLIMessages.unknownInStore(summary.unknown)) }
        return .written(AppLibraryCLIMessages.imported(summary), json: summary)
    }
}
