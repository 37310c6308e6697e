import ArgumentParser
import CommandKit
import Console
import Core
import Market

/// `mosaic market status ID selling|reserved|sold`.
struct StatusCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "status",
            abstract: HelpText.localized(
                en: "Mark a listing selling, reserved or sold.", ko: "판매 글을 판매중, 예약중, 거래완료로 바꿉니다."))
    }

    @Argument(help: .listingID, completion: .listingIDs) var id: String
    @Argument(
        help: .init(en: "selling, reserved or sold (판매중, 예약중, 거래완료).", ko: "selling, reserved, sold(판매중, 예약중, 거래완료)."))
    var status: String
    @Option(
        parsing: .unconditional,
        help: .init(
            en: "With sold: the price it went for (15000, 1.5만, 무료), kept for `market stats`.",
            ko: "거래완료와 함께: 실제로 판 가격(15000, 1.5만, 무료), `market stats` 에 쓰입니다."))
    var price: String?
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let status = try StatusArgument.parse(status)
        guard price == nil || status == .sold else {
            throw UserError(MarketCLIMessages.soldPriceNeedsSold, category: .usage)
        }
        let original = try await context.listings.find(id)
        var listing = original
        listing.status = status
        if let price { listing.soldPrice = try PriceParser.parse(price) ?? 0 }
        let updated = try await context.listings.update(listing, from: original)
        return .written(
            MarketMessages.statusChanged(updated.title, status.label),
            json: ListingPresenter(io: context.io).json(updated))
    }
}
