import ArgumentParser
import CommandKit
import Console
import Core
import Market

/// `mosaic market edit ID [flags]`: change fields; the result must still be valid.
struct EditCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "edit",
            abstract: HelpText.localized(
                en: "Change a listing's title, category, price or description.", ko: "판매 글의 제목, 카테고리, 가격, 설명을 바꿉니다."))
    }

    @Argument(help: .listingID, completion: .listingIDs) var id: String
    @Option(parsing: .unconditional, help: .init(en: "A new title.", ko: "새 제목.")) var title: String?
    @Option(parsing: .unconditional, help: .init(en: "A new category (id or name).", ko: "새 카테고리(id 또는 이름)."))
    var category: String?
    @Option(
        parsing: .unconditional,
        help: .init(en: "A new price; an empty string removes it.", ko: "새 가격; 빈 문자열이면 가격을 지웁니다.")) var price: String?
    @Option(
        name: .customLong("description"), parsing: .unconditional,
        help: .init(
            en: "A new description; - or no value: write it in $EDITOR (stdin in a pipe).",
            ko: "새 설명; - 또는 값 없이: $EDITOR 에서 씁니다(파이프에서는 표준 입력)."))
    var details: String?
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let original = try await context.listings.find(id)
        var listing = original
        if [title, category, price, details].contains(where: { $0 != nil }) {
            let details = try LongText.read(details, editing: original.details, field: .description, in: context)
            if let title { listing.title = title }
            if let category = try CategoryArgument.parse(category) { listing.categoryID = category.id }
            if let price { listing.price = try PriceParser.parse(price) }
            if let details { listing.details = details }
        } else {
            try EditWithoutFlags.requireTerminal(
                context.prompter, flags: ["--title", "--category", "--price", "--description"])
            listing = try ask(from: original, context)
        }
        let presenter = ListingPresenter(io: context.io)
        guard listing != original else { return presenter.written(original, EditWithoutFlags.unchanged) }
        let updated = try await context.listings.update(listing, from: original)
        return presenter.written(updated, MarketMessages.updated(updated.title))
    }

    /// Each field asked on the terminal, its stored value the default (Enter keeps it).
    private func ask(from stored: Listing, _ context: CommandContext) throws(UserError) -> Listing {
        let prompter = context.prompter
        var listing = stored
        listing.title = try prompter.ask(MarketCLIMessages.askTitle, default: stored.title) { text in
            ListingForm(title: text).problem(.title)
        }
        let names = ListingCategory.all.map { $0.name(context.io.language) }
        let current = ListingCategory.all.firstIndex { $0.id == stored.categoryID }
        listing.categoryID =
            ListingCategory.all[
                try prompter.choose(
                    MarketCLIMessages.askCategory, options: names, selected: current,
                    named: { ListingCategory.find($0).flatMap(ListingCategory.all.firstIndex) })
            ].id
        listing.price = try prompter.ask(MarketCLIMessages.askPrice, default: stored.price.map(String.init) ?? "") {
            text throws(UserError) in try PriceParser.parse(text)
        }
        listing.details = try prompter.ask(MarketCLIMessages.askDescription, default: stored.details) { text in
            ListingForm(details: text).problem(.details)
        }
        return listing
    }
}

extension LongTextField {
    /// A listing's description, which has no flag to remove it: the form requires one.
    static let description = LongTextField(name: Message(en: "the description", ko: "설명"))
}
