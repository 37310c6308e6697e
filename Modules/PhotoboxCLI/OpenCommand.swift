import ArgumentParser
import CommandKit
import Console
import Core
import Photobox

/// `mosaic photos open ID`: the path of a liked photo's file, for an image viewer.
struct OpenCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "open",
            abstract: HelpText.localized(
                en: "Print the local file path of a liked photo.", ko: "좋아요한 사진의 로컬 파일 경로를 출력합니다."))
    }

    @Argument(help: .photoID, completion: .likedPhotoIDs) var id: String
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let id = try PhotoID(checking: id)
        try await context.requireProfile()
        guard let photo = try await context.likes.liked(id: id) else {
            throw UserError(PhotoboxMessages.notLiked(id.rawValue), category: .notFound)
        }
        guard let url = try await context.likes.imageURL(of: photo) else {
            let inMemory = try await context.likes.hasImage(photo)
            throw UserError(
                inMemory ? PhotoboxCLIMessages.inMemory : PhotoboxCLIMessages.fileMissing,
                category: inMemory ? .usage : .io)
        }
        return .data(Document(line: url.path), json: ["id": id.rawValue, "path": url.path])
    }
}
