import AppLibrary
import ArgumentParser
import CommandKit
import Console
import Core

/// `mosaic apps review add ID`: the "리뷰 작성하기" modal for an app in the library or the
/// store; missing parts are asked for on a terminal.
struct ReviewAddCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "add",
            abstract: HelpText.localized(
                en: "Write a review (stars 0.5–5.0, title, content).", ko: "리뷰를 씁니다(별점 0.5–5.0, 제목, 내용)."))
    }

    @Argument(help: .appStoreID, completion: .libraryAppIDs) var id: String
    @Option(parsing: .unconditional, help: .init(en: "Stars, 0.5 to 5.0 in halves.", ko: "별점, 0.5에서 5.0까지 0.5 단위."))
    var rating: String?
    @Option(parsing: .unconditional, help: .init(en: "The review's title.", ko: "리뷰 제목.")) var title: String?
    @Option(
        parsing: .unconditional,
        help: .init(
            en: "The review; - or no value: write it in $EDITOR (stdin in a pipe).",
            ko: "리뷰 내용; - 또는 값 없이: $EDITOR 에서 씁니다(파이프에서는 표준 입력).")) var content: String?
    @Option(
        help: .init(
            en: "Storefront for looking the app up when it is not in the library (default kr).",
            ko: "보관함에 없는 앱을 찾을 스토어 국가(기본값 kr).")) var country = "kr"
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        // A rating outside 0.5–5 is a usage error (64), found before anything is asked of the network.
        let stars = try OptionValue.parse(rating, Self.stars)
        let content = try LongText.read(content, in: context)
        let appID = try await AppLookup.appID(id, country: country, library: context.library, store: context.itunes)
        // A review belongs to an app that exists: in the library, or found in the store (66 otherwise).
        _ = try await AppLookup.find(appID, country: country, library: context.library, store: context.itunes)
        let initial = ReviewForm(rating: stars ?? 0, title: title ?? "", content: content ?? "")
        // Nothing to ask: the repository checks the rules once and saves, as the form without
        // JavaScript does; the modal's view-model is for a terminal that asks.
        guard !initial.isValid, context.prompter.canAsk else {
            return Self.written(try await context.library.addReview(appID: appID, initial), context)
        }
        let viewModel = WriteReviewViewModel(appID: appID, repository: try context.library, initial: initial)
        // The modal's view-model holds the rules; a terminal answers what is missing, then 보내기.
        let sent = try await context.withScreen { screen -> AppReview? in
            let (stars, titleInput, contentInput, send) = (
                screen.input(Double.self), screen.input(String.self),
                screen.input(String.self), screen.input(Void.self)
            )
            let output = screen.transform(
                viewModel,
                .init(
                    rating: stars.values(), title: titleInput.values(),
                    content: contentInput.values(), sendTapped: send.values()))
            var prompts = FormPrompts(context.prompter, states: output.form)
            if initial.problem(.rating) != nil {
                let picked = try context.prompter.ask(AppLibraryCLIMessages.askRating, parse: Self.stars)
                try await prompts.change { stars.accept(picked) }
            }
            if initial.problem(.title) != nil {
                try await prompts.ask(AppLibraryCLIMessages.askTitle, send: titleInput.accept) {
                    $0.problem(.title)
                }
            }
            if initial.problem(.content) != nil {
                try await prompts.ask(AppLibraryCLIMessages.askContent, send: contentInput.accept) {
                    $0.problem(.content)
                }
            }
            send.accept()
            return try await SaveOutcome.first(saved: output.sent, failure: output.failure)
        }
        guard let review = sent else { return .done }
        return Self.written(review, context)
    }

    private static func written(_ review: AppReview, _ context: CommandContext) -> CommandOutput {
        .written(
            AppLibraryCLIMessages.reviewSaved(review.title), json: review,
            document: AppPresenter(io: context.io).review(review))
    }

    static func stars(_ text: String) throws(UserError) -> Double {
        guard let value = Double(text.trimmingWhitespace), ReviewForm.isValidRating(value) else {
            throw UserError(AppLibraryCLIMessages.badRating(text), category: .invalidInput)
        }
        return value
    }
}
