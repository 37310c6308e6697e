import ArgumentParser
import CommandKit
import Console
import Core
import Photobox

/// `mosaic photos show ID`: Detail, from the network or, for a liked photo, offline.
struct ShowCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "show",
            abstract: HelpText.localized(
                en: "Show a photo: owner, date, size, views, downloads, a 30-day chart.",
                ko: "사진을 보여 줍니다: 작가, 날짜, 크기, 조회수, 다운로드, 30일 차트."))
    }

    @Argument(help: .photoID, completion: .likedPhotoIDs) var id: String
    @Option(help: .init(en: "What the chart plots: views or downloads.", ko: "차트에 그릴 것: views 또는 downloads."))
    var chart: PhotoMetric = .views
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let id = try PhotoID(checking: id)
        try await context.requireProfile()
        // Without a key a liked photo still shows, from what was kept with the like.
        let client = try? context.unsplash()
        if client == nil, try await context.likes.liked(id: id) == nil { _ = try context.unsplash() }
        let detail = try await PhotoDetail.load(id: id, client: client, likes: context.likes)
        if detail.isOffline { context.io.warn(PhotoboxCLIMessages.offline) }
        struct Shown: Encodable {
            let photo: PhotoPresenter.JSONPhoto
            let chart: String
            let history: [DailyCount]
        }
        return .data(
            PhotoPresenter(context).detail(detail, metric: chart, isLiked: detail.isLiked),
            json: Shown(
                photo: .init(detail.photo, liked: detail.isLiked), chart: chart.rawValue,
                history: detail.history(chart)?.days ?? []))
    }
}
