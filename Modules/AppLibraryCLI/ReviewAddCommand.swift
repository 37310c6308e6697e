import AppLibrary
import ArgumentParser
import CommandKit
import Console
import Core

/// `mosaic apps review add ID`: the "리뷰 작성하기" modal for an app in the library or the
/// store; missing parts are asked for on a terminal.
struct ReviewAddCommand: MosaicCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Write a review (stars 0.5–5.0, title, content).")

    @Argument(help: "The App Store id.") var id: String
    @Option(parsing: .unconditional, help: "Stars, 0.5 to 5.0 in halves.") var rating: String?
    @Option(parsing: .unconditional, help: "The review's title.") var title: String?
    @Option(parsing: .unconditional, help: "The review.") var content: String?
    @Option(help: "Storefront for looking the app up when it is not in the library (default kr).") var country = "kr"
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let appID = try AppID(id)
        // A review belongs to an app that exists: in the library, or found in the store (66 otherwise).
        _ = try await AppLookup.find(appID, country: country, library: context.library, store: context.itunes)
        var form = ReviewForm(rating: try rating.map(Self.stars) ?? 0, title: title ?? "", content: content ?? "")
        if !form.isValid, context.prompter.canAsk {
            let prompter = context.prompter
            if !ReviewForm.isValidRating(form.rating) {
                form.rating = try prompter.ask(AppLibraryCLIMessages.askRating, parse: Self.stars)
            }
            if form.title.trimmingWhitespace.isEmpty {
                form.title = try prompter.ask(AppLibraryCLIMessages.askTitle) { $0.trimmingWhitespace.isEmpty ? AppLibraryMessages.reviewTitleMissing : nil }
            }
            if form.content.trimmingWhitespace.isEmpty {
                form.content = try prompter.ask(AppLibraryCLIMessages.askContent) { $0.trimmingWhitespace.isEmpty ? AppLibraryMessages.reviewContentMissing : nil }
            }
        }
        let review = try await context.library.addReview(appID: appID, form)
        return .written(AppLibraryCLIMessages.reviewSaved(review.title), json: review, document: AppPresenter(io: context.io).review(review))
    }

    static func stars(_ text: String) throws(UserError) -> Double {
        guard let value = Double(text.trimmingWhitespace), ReviewForm.isValidRating(value) else {
            throw UserError(AppLibraryCLIMessages.badRating(text), category: .invalidInput)
        }
        return value
    }
}
