import ArgumentParser
import CommandKit
import Console
import Core
import Photobox

/// `mosaic photos unlike ID…`: removes the record, then the file (a missing file is fine).
struct UnlikeCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "unlike",
            abstract: HelpText.localized(
                en: "Unlike photos and remove their offline copies.", ko: "좋아요를 취소하고 오프라인 사본을 지웁니다."))
    }

    @Argument(help: .init(en: "Photo ids.", ko: "사진 id.")) var ids: [String]
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard !ids.isEmpty else { throw global.usageError(PhotoboxCLIMessages.noPhotoIDs) }
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        try await context.requireProfile()
        var failures: [(String, UserError)] = []
        var removed: [PhotoPresenter.JSONPhoto] = []
        for id in ids {
            do {
                let photo = try await context.likes.unlike(id: PhotoID(checking: id))
                removed.append(PhotoPresenter.JSONPhoto(photo.photo, liked: false))
                context.io.success(PhotoboxCLIMessages.unliked(id))
            } catch {
                failures.append((id, UserError.from(error)))
            }
        }
        return LikeCommand.outcome(kept: removed, failures: failures, of: ids.count)
    }
}
