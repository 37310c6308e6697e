import AppLibrary
import ArgumentParser
import CommandKit
import Console

/// `mosaic apps reviews ID`: my reviews, or the App Store's recent ones with `--store`.
struct ReviewsCommand: MosaicCommand {
    static let configuration = CommandConfiguration(
        commandName: "reviews", abstract: "Reviews of an app: mine, or the App Store's (--store).")

    @Argument(help: "The App Store id.") var id: String
    @Flag(help: "Read the App Store's recent customer reviews instead.") var store = false
    @Option(help: "Storefront for --store (default kr).") var country = "kr"
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let presenter = AppPresenter(io: context.io)
        if store {
            let reviews = try await context.itunes().reviews(id: AppID(id), country: country)
            return .list(reviews, empty: AppLibraryCLIMessages.noStoreReviews) {
                presenter.reviews($0, presenter.storeReview)
            }
        } else {
            let reviews = try await context.library.reviews(appID: AppID(id).rawValue)
            return .list(reviews, empty: AppLibraryCLIMessages.noLocalReviews) {
                presenter.reviews($0, presenter.review)
            }
        }
    }
}
