import ArgumentParser
import CommandKit
import Console
import Core
import Market

/// `mosaic market list`: listings with filters, search and order.
struct ListCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "list",
            abstract: HelpText.localized(en: "List listings, newest first.", ko: "판매 글을 최신순으로 보여 줍니다."))
    }

    @Option(parsing: .unconditional, help: .init(en: "Only this category (id or name).", ko: "이 카테고리만(id 또는 이름)."))
    var category: String?
    @Option(
        parsing: .unconditional,
        help: .init(en: "Only selling, reserved or sold.", ko: "selling, reserved, sold 중 하나만.")) var status: String?
    @Option(
        name: .customLong("min-price"), parsing: .unconditional, help: .init(en: "At least this price.", ko: "이 가격 이상.")
    ) var minimumPrice: String?
    @Option(
        name: .customLong("max-price"), parsing: .unconditional, help: .init(en: "At most this price.", ko: "이 가격 이하."))
    var maximumPrice: String?
    @Flag(help: .init(en: "Only free shares.", ko: "무료 나눔만.")) var free = false
    @Flag(help: .init(en: "Only the listings you posted (내 판매글).", ko: "내가 올린 판매 글만(내 판매글).")) var mine = false
    @Option(
        parsing: .unconditional,
        help: .init(
            en: "Text in the title or description (Hangul and Latin, any case).",
            ko: "제목이나 설명에 들어 있는 글자(한글과 영문, 대소문자 무시).")) var search: String?
    @Option(help: .init(en: "newest (default) or price (cheapest first).", ko: "newest(기본값) 또는 price(싼 순).")) var sort:
        ListingCriteria.Order = .newest
    @OptionGroup var limit: ListLimit
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let criteria = ListingCriteria(
            categoryID: try CategoryArgument.parse(category)?.id,
            status: try status.map(StatusArgument.parse),
            minimumPrice: try minimumPrice.flatMap { try PriceParser.parse($0) },
            maximumPrice: try maximumPrice.flatMap { try PriceParser.parse($0) },
            freeOnly: free,
            mineOnly: mine,
            searchText: search ?? "",
            order: sort
        )
        let listings = try await context.listings.listings(criteria, limit: limit.count)
        let presenter = ListingPresenter(io: context.io)
        let sharing = await SharingColumn(for: listings, in: context)
        return .list(
            Document(presenter.table(listings, sharing: sharing)), json: listings.map(presenter.json),
            isEmpty: listings.isEmpty,
            empty: criteria == ListingCriteria() ? MarketMessages.noListings : MarketMessages.noMatches)
    }
}

extension ListingCriteria.Order: ExpressibleByArgument {}
