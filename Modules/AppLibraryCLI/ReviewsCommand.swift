import AppLibrary
import ArgumentParser
import CommandKit
import Console

/// `mosaic apps reviews ID`: my reviews, or the App Store's recent ones with `--store`.
struct ReviewsCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "reviews",
            abstract: HelpText.localized(
                en: "Reviews of an app: mine, or the App Store's (--store).", ko: "앱의 리뷰: 내가 쓴 것, 또는 앱스토어의 것(--store).")
        )
    }

    @Argument(help: .appStoreID, completion: .libraryAppIDs) var id: String
    @Flag(help: .init(en: "Read the App Store's recent customer reviews instead.", ko: "대신 앱스토어의 최근 고객 리뷰를 읽습니다."))
    var store = false
    @Option(help: .init(en: "Storefront for --store (default kr).", ko: "--store에 쓸 스토어 국가(기본값 kr).")) var country =
        "kr"
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let presenter = AppPresenter(io: context.io)
        let appID = try await AppLookup.appID(id, country: country, library: context.library, store: context.itunes)
        if store {
            let reviews = try await context.itunes().reviews(id: appID, country: country)
            // No reviews may mean no such app: the store is asked, and an app it does not know is 66.
            if reviews.isEmpty {
                _ = try await AppLookup.find(appID, country: country, library: context.library, store: context.itunes)
            }
            return .list(reviews, empty: AppLibraryCLIMessages.noStoreReviews) {
                presenter.reviews($0, presenter.storeReview)
            }
        } else {
            let reviews = try await context.library.reviews(appID: appID)
            return .list(reviews, empty: AppLibraryCLIMessages.noLocalReviews) {
                presenter.reviews($0, presenter.review)
            }
        }
    }
}
