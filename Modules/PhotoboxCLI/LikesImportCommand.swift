import ArgumentParser
import CommandKit
import Console
import Core
import Photobox

/// `mosaic photos likes import --user NAME`: an Unsplash account's public likes, page by
/// page, each kept as an offline like (its image and details, the download tracked as
/// Unsplash's guidelines ask), with progress on a terminal. Photos already liked are
/// left as they are, so a second import adds nothing.
struct LikesImportCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "import",
            abstract: HelpText.localized(
                en: "Keep an Unsplash user's public likes as offline likes.",
                ko: "Unsplash 사용자의 공개 좋아요를 오프라인 좋아요로 가져옵니다."))
    }

    @Option(help: .init(en: "The Unsplash username whose likes to bring.", ko: "좋아요를 가져올 Unsplash 사용자 이름."))
    var user: String
    @OptionGroup var global: GlobalOptions

    /// Pages asked for at most (30 likes a page): an account's first 3,000 likes.
    static let pageLimit = 100

    func run(in context: CommandContext) async throws -> CommandOutput {
        let client = try context.unsplash()
        try await context.requireProfile()
        // Each id once, in the order found; a page is read up to the 30 it should hold, so a
        // server answering 3,000 a page costs no more than one that answers 30.
        var ids: [PhotoID] = []
        var seen: Set<PhotoID> = []
        for page in 1...Self.pageLimit {
            let photos: ArraySlice<UnsplashPhoto>
            do {
                photos = try await client.userLikes(user, page: page).prefix(30)
            } catch APIError.notFound {
                // The server's 404 is about the account: named, as the person typed it.
                throw UserError(PhotoboxCLIMessages.noSuchUser(user), category: .notFound)
            }
            for id in photos.map(\.id) where seen.insert(id).inserted { ids.append(id) }
            if photos.count < 30 { break }
        }
        let already = try await context.likes.likedIDs()
        let new = ids.filter { !already.contains($0) }
        let bar = ProgressBar(
            total: new.count, label: context.io.text(Message(en: "importing likes", ko: "좋아요 가져오는 중")),
            sink: context.io.stderr)
        let results = try await context.likes.like(new, using: client) { bar.update($0) }
        bar.finish()
        let failed = results.filter { if case .failure = $0.result { true } else { false } }
        for (id, result) in results {
            if case .failure(let error) = result {
                context.io.warn(Message.joined([.same("\(id)"), error.message], separator: ": "))
            }
        }
        let summary = LikesImportSummary(
            found: ids.count, added: new.count - failed.count, alreadyLiked: ids.count - new.count, failed: failed.count
        )
        let output = CommandOutput.written(PhotoboxCLIMessages.likesImported(summary, user: user), json: summary)
        // Some photos could not be kept: said, and the exit code says so too.
        return failed.isEmpty
            ? output
            : .failing(output, UserError(PhotoboxCLIMessages.someLikesFailed(failed.count), category: .unavailable))
    }
}

/// What `photos likes import` did.
struct LikesImportSummary: Encodable, Sendable {
    /// Likes the account has (public).
    let found: Int
    /// Kept as offline likes now.
    let added: Int
    /// Already liked here, left as they were.
    let alreadyLiked: Int
    /// Photos that could not be kept (named on stderr).
    let failed: Int
}
