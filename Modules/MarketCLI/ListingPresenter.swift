import CommandKit
import Console
import Core
import Foundation
import Market
import Persistence

/// How listings look on the terminal and in `--json`.
struct ListingPresenter {
    let io: TerminalIO

    /// The stable JSON shape of a listing, byte for byte the same in every language: the
    /// category's id and key, the price in won (null when none, 0 for a free share).
    struct JSONListing: Encodable, Sendable {
        let id: RecordID<Listing>
        let title: String
        let categoryID: Int
        let category: String
        @NullWhenAbsent var price: Int?
        let description: String
        let status: String
        @NullWhenAbsent var soldPrice: Int?
        let createdAt: Date
        let updatedAt: Date
    }

    func json(_ listing: Listing) -> JSONListing {
        JSONListing(
            id: listing.id, title: listing.title, categoryID: listing.categoryID,
            category: listing.category?.key ?? "", price: listing.price, description: listing.details,
            status: listing.status.rawValue, soldPrice: listing.soldPrice, createdAt: listing.createdAt,
            updatedAt: listing.updatedAt)
    }

    func table(_ listings: [Listing], sharing: SharingColumn? = nil) -> TextTable {
        let header = { (en: String, ko: String) in io.text(Message(en: en, ko: ko)) }
        var table = TextTable(
            [
                .init(header("ID", "아이디")), .init(header("TITLE", "제목"), maxWidth: 30),
                .init(header("CATEGORY", "카테고리")), .init(header("PRICE", "가격"), alignRight: true),
                .init(header("STATUS", "상태")),
            ] + (sharing?.columns ?? []))
        for listing in listings {
            table.append(
                [
                    String(listing.id.prefix(8)), listing.title, listing.category?.name(io.language) ?? "",
                    PriceFormatter.format(listing.price, io.language), io.text(listing.status.label),
                ] + (sharing?.cells(listing.storageID) ?? []))
        }
        return table
    }

    func detail(_ listing: Listing) -> Document {
        let price =
            listing.price == nil
            ? io.text(Message(en: "(none)", ko: "(없음)")) : PriceFormatter.format(listing.price, io.language)
        var facts = KeyValueBlock()
        facts.append(io.text(Message(en: "id", ko: "아이디")), listing.id.rawValue)
        facts.append(io.text(Message(en: "category", ko: "카테고리")), listing.category?.name(io.language) ?? "")
        facts.append(io.text(Message(en: "price", ko: "가격")), price)
        facts.append(io.text(Message(en: "status", ko: "상태")), io.text(listing.status.label))
        if let sold = listing.soldPrice {
            facts.append(io.text(Message(en: "sold for", ko: "판 가격")), PriceFormatter.total(sold, io.language))
        }
        var document = Document(line: listing.title, .emphasis)
        document.facts(facts, labels: .dim)
        document.blank()
        document.line(listing.details)
        return document
    }

    /// One listing: its detail view, or its JSON.
    func show(_ listing: Listing) -> CommandOutput {
        .data(detail(listing), json: json(listing))
    }

    /// After a write that keeps the listing: `message`, then its detail view or its JSON.
    func written(_ listing: Listing, _ message: Message) -> CommandOutput {
        .written(message, json: json(listing), document: detail(listing))
    }
}
