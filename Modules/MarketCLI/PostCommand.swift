import ArgumentParser
import CommandKit
import Console
import Core
import Market

/// `mosaic market post`: the "중고거래 글쓰기" form. Flags fill it; on a terminal the
/// missing fields are asked for (category from a numbered list), with the alert's lines
/// shown as they change, and the answers kept as a draft until the post succeeds.
struct PostCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "post",
            abstract:
                HelpText.localized(
                    en:
                        "Write a listing. Missing fields are asked for on a terminal; otherwise the failure lines go to stderr (exit 65).",
                    ko: "판매 글을 씁니다. 빠진 항목은 터미널에서 묻고, 아니면 실패한 줄을 표준 오류로 보냅니다(65로 끝남).")
        )
    }

    @Option(parsing: .unconditional, help: .init(en: "The post title.", ko: "글 제목.")) var title: String?
    @Option(
        parsing: .unconditional,
        help: .init(
            en: "An id 1–11, a Korean or an English name (see `market categories`).",
            ko: "id 1–11, 한국어 또는 영어 이름(`market categories` 참고)."))
    var category: String?
    @Option(
        parsing: .unconditional,
        help: .init(
            en: "Optional: 15000, 15,000원, 1.5만, 2만5천, 0 or 무료 (free share).",
            ko: "선택: 15000, 15,000원, 1.5만, 2만5천, 0 또는 무료(나눔).")) var price: String?
    @Option(
        name: .customLong("description"), parsing: .unconditional,
        help: .init(
            en: "What is for sale; - or no value: write it in $EDITOR (stdin in a pipe).",
            ko: "판매하는 물건의 설명; - 또는 값 없이: $EDITOR 에서 씁니다(파이프에서는 표준 입력).")) var details: String?
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let details = try LongText.read(details, in: context)
        var form = ListingForm(
            title: title ?? "", categoryID: try CategoryArgument.parse(category)?.id,
            priceText: price ?? "", details: details ?? "")
        let interactive = (title == nil || category == nil || details == nil) && context.prompter.canAsk
        // Nothing to ask: the repository checks the rules once and saves, as the form without
        // JavaScript does; the form's view-model is for a terminal that asks.
        guard interactive else {
            let posted = try await context.listings.create(from: form)
            return ListingPresenter(io: context.io).written(posted, Self.posted(posted, title: MarketMessages.success))
        }
        form = try await resumingDraft(form, details: details, context)
        let viewModel = ListingFormViewModel(repository: try context.listings, initial: form)
        let outcome = try await context.withScreen { screen -> (Listing, SubmitAlert)? in
            let (titleInput, categoryInput, priceInput) = (
                screen.input(String.self), screen.input(ListingCategory.self), screen.input(String.self)
            )
            let (detailsInput, submit) = (screen.input(String.self), screen.input(Void.self))
            let output = screen.transform(
                viewModel,
                .init(
                    title: titleInput.values(), category: categoryInput.values(),
                    price: priceInput.values(), details: detailsInput.values(),
                    submitTapped: submit.values()))
            let (alerts, saved) = (output.alert, output.saved)
            var prompts = FormPrompts(context.prompter, states: output.form)
            context.io.say(MarketCLIMessages.draftKept)
            await keepDraft(form, context)
            if form.problem(.title) != nil {
                await keepDraft(
                    try await prompts.ask(MarketCLIMessages.askTitle, send: titleInput.accept) {
                        $0.problem(.title)
                    }, context)
            }
            if form.problem(.category) != nil {
                let names = ListingCategory.all.map { $0.name(context.io.language) }
                let picked = ListingCategory.all[
                    try context.prompter.choose(
                        MarketCLIMessages.askCategory, options: names,
                        named: { ListingCategory.find($0).flatMap(ListingCategory.all.firstIndex) })]
                await keepDraft(try await prompts.change { categoryInput.accept(picked) }, context)
            }
            if price == nil, form.priceText.isEmpty {
                await keepDraft(
                    try await prompts.ask(MarketCLIMessages.askPrice, default: "", send: priceInput.accept) {
                        $0.problem(.price)
                    }, context)
            }
            if form.problem(.details) != nil {
                await keepDraft(
                    try await prompts.ask(MarketCLIMessages.askDescription, send: detailsInput.accept) {
                        $0.problem(.details)
                    }, context)
            }
            submit.accept()
            guard let alert = await alerts.first(where: { _ in true }) else { return nil }
            if let failure = alert.saveFailure { throw failure }
            guard alert.succeeded, let listing = await saved.first(where: { _ in true }) else {
                throw UserError(alert.title, category: .invalidInput, details: alert.lines)
            }
            return (listing, alert)
        }
        // Only a post that kept or resumed the draft (a terminal's) ends it: a one-shot post
        // from flags never touches a draft being written elsewhere (a browser's).
        guard let (posted, alert) = outcome else { return .done }
        try? await context.listingDrafts.remove()
        return ListingPresenter(io: context.io).written(posted, Self.posted(posted, title: alert.title))
    }

    /// "성공 — Posted …".
    private static func posted(_ listing: Listing, title: Message) -> Message {
        .joined([title, MarketCLIMessages.posted(listing.id)], separator: " — ")
    }

    /// The flags over a draft the person chose to resume.
    private func resumingDraft(_ flags: ListingForm, details: String?, _ context: CommandContext) async throws
        -> ListingForm
    {
        guard let draft = try await context.listingDrafts.saved(),
            try context.prompter.confirm(MarketCLIMessages.resumeDraft)
        else {
            return flags
        }
        let resumed = ListingDrafts.resume(
            draft, title: title, categoryID: flags.categoryID, priceText: price, details: details)
        // What was restored, before asking for the rest.
        let io = context.io
        var facts = KeyValueBlock()
        let category = resumed.categoryID.flatMap(ListingCategory.with(id:))?.name(io.language) ?? ""
        for (label, value) in [
            (MarketCLIMessages.askTitle, resumed.title), (MarketCLIMessages.categoryLabel, category),
            (MarketCLIMessages.priceLabel, Self.price(resumed.priceText, io.language)),
            (MarketCLIMessages.askDescription, resumed.details),
        ] where !value.isEmpty {
            facts.append(io.text(label), value)
        }
        io.say(MarketCLIMessages.restored)
        io.stderr.write(facts.render(indent: "  ").joined(separator: "\n") + "\n")
        return resumed
    }

    /// Keeps the answers so far as a draft and shows what is still missing.
    private func keepDraft(_ form: ListingForm, _ context: CommandContext) async {
        let io = context.io
        try? await context.listingDrafts.keep(form)
        let problems = form.problems
        if !problems.isEmpty {
            io.stderr.write(
                io.messageStyle.dim(
                    io.text(MarketCLIMessages.stillMissing) + " "
                        + problems.map(io.text).joined(separator: " ")) + "\n")
        }
    }

    /// The draft's price as the listing shows it (`30,000원`), or as typed when it does not read.
    static func price(_ text: String, _ language: Language) -> String {
        guard !text.isEmpty, let price = try? PriceParser.parse(text) else { return text }
        return PriceFormatter.format(price, language)
    }
}
