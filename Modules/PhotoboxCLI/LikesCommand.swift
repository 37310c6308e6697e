import ArgumentParser
import CommandKit
import Console
import Core
import Photobox

/// `mosaic photos likes`: the Like list, from local storage only.
struct LikesCommand: MosaicCommand {
    static let configuration = CommandConfiguration(
        commandName: "likes", abstract: "List liked photos (좋아요한 사진 목록); works offline.")

    @Option(help: "latest (최신순) or oldest (과거순), by when they were liked.") var order: LikedOrder = .latest
    @Option(parsing: .unconditional, help: "Only photos nearest this colour (the search colour names).") var color:
        String?
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let color = try PhotoArguments.color(color)
        try await context.requireProfile()
        let photos = try await context.likes.list(order: order, color: color)
        let likes = try context.likes
        var json: [PhotoPresenter.JSONPhoto] = []
        for photo in photos {
            json.append(PhotoPresenter.JSONPhoto(photo, path: try await likes.imageURL(of: photo)?.path))
        }
        guard let empty = LikedListState(order: order, color: color, photos: photos).emptyMessage else {
            return .data(Document(PhotoPresenter(context).likedTable(photos)), json: json)
        }
        return .empty(empty, json: json)
    }
}
