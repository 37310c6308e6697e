import ArgumentParser
import Console
import Core
import Marketplace

/// `mosaic market post`: the "중고거래 글쓰기" form. Flags fill it; on a terminal the
/// missing fields are asked for (category from a numbered list), with the alert's lines
/// shown as they change, and the answers kept as a draft until the post succeeds.
struct PostCommand: MosaicCommand {
    static let configuration = CommandConfiguration(
        commandName: "post",
        abstract: "Write a listing. Missing fields are asked for on a terminal; otherwise the failure lines go to stderr (exit 65)."
    )

    @Option(help: "The post title.") var title: String?
    @Option(help: "An id 1–11, a Korean or an English name (see `market categories`).") var category: String?
    @Option(parsing: .unconditional, help: "Optional: 15000, 15,000원, 1.5만, 2만5천, 0 or 무료 (free share).") var price: String?
    @Option(name: .customLong("description"), help: "What is for sale.") var details: String?
    @OptionGroup var global: GlobalOptions

    static let draftKey = "market.draft"

    func run(in context: CommandContext) async throws {
        var form = ListingForm(title: title ?? "", categoryID: try CategoryArgument.parse(category)?.id,
                               priceText: price ?? "", details: details ?? "")
        let missing = title == nil || category == nil || details == nil
        if missing, context.prompter.canAsk {
            form = try await fillInteractively(form, context)
        }
        let viewModel = ListingFormViewModel(repository: context.listings, initial: form)
        let submit = EventRelay<Void>()
        let output = viewModel.transform(.init(submitTapped: submit.values()))
        let alerts = output.alert
        let saved = output.saved
        submit.accept()
        guard let alert = await alerts.first(where: { _ in true }) else { return }
        if let failure = alert.saveFailure { throw failure }
        guard alert.succeeded, let listing = await saved.first(where: { _ in true }) else {
            throw UserError(alert.title, category: .invalidInput, details: alert.lines)
        }
        try? await context.settings.remove(Self.draftKey)
        context.io.success(Message(en: "\(alert.title.english) — " + MarketCLIMessages.posted(listing.id).english,
                                   ko: "\(alert.title.korean) — " + MarketCLIMessages.posted(listing.id).korean))
        try ListingPresenter(io: context.io).show(listing)
    }

    private func fillInteractively(_ flags: ListingForm, _ context: CommandContext) async throws -> ListingForm {
        let prompter = context.prompter
        let io = context.io
        var form = flags
        if let draft = try await context.settings.value(ListingForm.self, forKey: Self.draftKey), !draft.isEmpty,
           try prompter.confirm(MarketCLIMessages.resumeDraft) {
            form = ListingForm(
                title: title ?? draft.title, categoryID: form.categoryID ?? draft.categoryID,
                priceText: price ?? draft.priceText, details: details ?? draft.details
            )
        }
        io.say(MarketCLIMessages.draftKept)
        func keep(_ form: ListingForm) async {
            try? await context.settings.set(form, forKey: Self.draftKey)
            let problems = form.problems
            if !problems.isEmpty {
                io.stderr.write(io.messageStyle.dim(io.text(MarketCLIMessages.stillMissing) + " "
                    + problems.map(io.text).joined(separator: " ")) + "\n")
            }
        }
        await keep(form)
        if form.title.trimmingWhitespace.isEmpty {
            form.title = try prompter.ask(MarketCLIMessages.askTitle) { $0.trimmingWhitespace.isEmpty ? MarketplaceMessages.titleMissing : nil }
            await keep(form)
        }
        if form.categoryID == nil {
            let names = ListingCategory.all.map { $0.name(io.language) }
            form.categoryID = ListingCategory.all[try prompter.choose(MarketCLIMessages.askCategory, options: names)].id
            await keep(form)
        }
        if price == nil, form.priceText.isEmpty {
            form.priceText = try prompter.ask(MarketCLIMessages.askPrice, default: "") { text throws(UserError) in
                _ = try PriceParser.parse(text)
                return text
            }
            await keep(form)
        }
        if form.details.trimmingWhitespace.isEmpty {
            form.details = try prompter.ask(MarketCLIMessages.askDescription) { $0.trimmingWhitespace.isEmpty ? MarketplaceMessages.contentMissing : nil }
            await keep(form)
        }
        return form
    }
}
