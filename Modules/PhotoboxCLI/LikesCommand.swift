import ArgumentParser
import CommandKit
import Console
import Core
import Photobox

/// `mosaic photos likes`: the Like list, from local storage only.
struct LikesCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "likes",
            abstract: HelpText.localized(
                en: "List liked photos (좋아요한 사진 목록); works offline.", ko: "좋아요한 사진 목록; 오프라인에서도 됩니다."),
            subcommands: [LikesImportCommand.self])
    }

    @Option(
        help: .init(
            en: "latest (최신순) or oldest (과거순), by when they were liked.", ko: "latest(최신순) 또는 oldest(과거순), 좋아요한 때 기준."))
    var order: LikedOrder = .latest
    @Option(
        parsing: .unconditional,
        help: .init(en: "Only photos nearest this colour (the search colour names).", ko: "이 색에 가장 가까운 사진만(검색의 색 이름)."))
    var color: String?
    @OptionGroup var limit: ListLimit
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let color = try PhotoArguments.color(color)
        try await context.requireProfile()
        let photos = try await context.likes.list(order: order, color: color, limit: limit.count)
        let likes = try context.likes
        var json: [PhotoPresenter.JSONPhoto] = []
        var missing: Set<PhotoID> = []
        for photo in photos {
            json.append(PhotoPresenter.JSONPhoto(photo, path: try await likes.imageURL(of: photo)?.path))
            if try await !likes.hasImage(photo) { missing.insert(photo.id) }
        }
        guard let empty = LikedListState(order: order, color: color, photos: photos).emptyMessage else {
            // A like whose image file is gone is marked, and the way to fix it named once.
            if !missing.isEmpty { context.io.warn(PhotoboxCLIMessages.filesMissing(missing.count)) }
            let sharing = await SharingColumn(for: photos, in: context)
            return .data(
                Document(PhotoPresenter(context).likedTable(photos, missing: missing, sharing: sharing)), json: json)
        }
        return .empty(empty, json: json)
    }
}
