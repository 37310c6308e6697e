import ArgumentParser
import CommandKit
import Console
import Core
import Photobox

/// `mosaic photos like ID…`: keeps photos offline, four downloads at a time.
struct LikeCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "like",
            abstract: HelpText.localized(
                en: "Like photos: keep them and their details offline.", ko: "사진에 좋아요: 사진과 정보를 오프라인에 보관합니다."))
    }

    @Argument(help: .init(en: "Photo ids.", ko: "사진 id.")) var ids: [String]
    @Option(
        parsing: .unconditional,
        help: .init(
            en: "How many photos to fetch at once, 1–8 (1 on a slow or metered connection).",
            ko: "한 번에 받을 사진 수, 1–8(느리거나 데이터 요금이 드는 연결이면 1)."))
    var concurrency = PhotoLikes.defaultConcurrency
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard !ids.isEmpty else { throw global.usageError(PhotoboxCLIMessages.noPhotoIDs) }
        try global.check(concurrency, 1...8, option: "--concurrency")
    }

    func run(in context: CommandContext) async throws -> CommandOutput {
        let ids = try ids.map { text throws(UserError) in try PhotoID(checking: text) }
        let client = try context.unsplash()
        try await context.requireProfile()
        let bar = ProgressBar(
            total: ids.count, label: context.io.text(Message(en: "liking", ko: "좋아요 저장 중")), sink: context.io.stderr)
        let results = try await context.likes.like(ids, using: client, concurrency: concurrency) { bar.update($0) }
        bar.finish()
        var failures: [(String, UserError)] = []
        var kept: [PhotoPresenter.JSONPhoto] = []
        for (photoID, result) in results {
            let id = photoID.rawValue
            switch result {
            case .success(let outcome):
                kept.append(
                    PhotoPresenter.JSONPhoto(
                        outcome.photo, path: try await context.likes.imageURL(of: outcome.photo)?.path))
                if case .alreadyLiked = outcome {
                    context.io.say(PhotoboxCLIMessages.liked(id, already: true))
                } else {
                    context.io.success(PhotoboxCLIMessages.liked(id, already: false))
                }
            case .failure(let error):
                failures.append((id, error))
            }
        }
        return Self.outcome(kept: kept, failures: failures, of: results.count)
    }

    /// The photos kept as JSON; then, when any id failed, one error for all of them that
    /// exits with the first failure's code (scripts get every photo kept either way).
    static func outcome(kept: [PhotoPresenter.JSONPhoto], failures: [(String, UserError)], of total: Int)
        -> CommandOutput
    {
        let output = CommandOutput.data(Document(), json: kept)
        guard let first = failures.first else { return output }
        if failures.count == 1, total == 1 { return .failing(output, first.1) }
        let details = failures.map { id, error in
            Message.joined([.same(id), error.message], separator: ": ")
        }
        return .failing(
            output,
            UserError(
                PhotoboxCLIMessages.someFailed(failures.count, of: total), category: first.1.category, details: details)
        )
    }
}
