import ArgumentParser
import CommandKit
import Console
import Core
import Perfume

/// `mosaic perfume open ID`: the path of an entry's photo file, for an image viewer
/// (like `photos open`).
struct OpenCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "open",
            abstract: HelpText.localized(
                en: "Print the local file path of a test strip's photo.", ko: "시향지 사진의 로컬 파일 경로를 출력합니다."))
    }

    @Argument(help: .entryID, completion: .entryIDs) var id: String
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let entry = try await context.perfumes.find(id)
        guard entry.photo != nil else {
            throw UserError(
                PerfumeCLIMessages.noPhoto(PerfumePresenter(io: context.io).title(entry)), category: .notFound)
        }
        guard let url = try await context.perfumes.photoURL(of: entry) else {
            throw UserError(PerfumeCLIMessages.photoFileMissing, category: .io)
        }
        var document = Document()
        document.line(url.path)
        return .data(document, json: ["id": entry.id.rawValue, "path": url.path])
    }
}
