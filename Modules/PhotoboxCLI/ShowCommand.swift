import ArgumentParser
import CommandKit
import Console
import Core
import Photobox

/// `mosaic photos show ID`: Detail, from the network or, for a liked photo, offline.
struct ShowCommand: MosaicCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show a photo: owner, date, size, views, downloads, a 30-day chart.")

    @Argument(help: "The photo id.") var id: String
    @Option(help: "What the chart plots: views or downloads.") var chart: PhotoMetric = .views
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let id = try PhotoID(id)
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
