import AppLibrary
import Console
import Core
import Foundation

/// How apps and reviews look on the terminal and in `--json`.
struct AppPresenter {
    let io: TerminalIO

    /// The stable JSON shape of an app, with whether it is in the library.
    struct JSONApp: Encodable {
        let app: StoreApp
        let inLibrary: Bool

        func encode(to encoder: any Encoder) throws {
            try app.encode(to: encoder)
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(inLibrary, forKey: .inLibrary)
        }

        enum Key: String, CodingKey { case inLibrary }
    }

    func searchTable(_ apps: [StoreApp], saved: Set<String>) -> TextTable {
        let header = { (en: String, ko: String) in io.text(Message(en: en, ko: ko)) }
        var table = TextTable([
            .init(header("ID", "아이디")), .init(header("NAME", "이름"), maxWidth: 34), .init(header("SELLER", "판매자"), maxWidth: 22),
            .init(header("RATING", "평점"), alignRight: true), .init(header("PRICE", "가격"), alignRight: true),
            .init(header("GENRE", "장르"), maxWidth: 16), .init(io.text(AppLibraryMessages.library)),
        ])
        for app in apps {
            table.append([app.id, app.name, app.seller ?? "", app.rating.map { String(format: "%.1f", $0) } ?? "—",
                          price(app), app.primaryGenre ?? io.text(AppLibraryMessages.otherGenre), saved.contains(app.id) ? "✓" : ""])
        }
        return table
    }

    func price(_ app: StoreApp) -> String {
        if let formatted = app.formattedPrice, !formatted.isEmpty { return formatted }
        guard let price = app.price else { return "" }
        return price == 0 ? io.text(Message(en: "Free", ko: "무료")) : String(format: "%.2f", price)
    }

    /// The detail screen.
    func detail(_ app: StoreApp, inLibrary: Bool, reviews: [AppReview]) -> String {
        let label = { (en: String, ko: String) in io.text(Message(en: en, ko: ko)) }
        var lines = [
            io.dataStyle.emphasis(app.name) + "  [" + io.text(inLibrary ? AppLibraryMessages.delete : AppLibraryMessages.get) + "]",
            TerminalText.neutralised(app.seller ?? ""),
            "",
            io.dataStyle.emphasis(io.text(AppLibraryMessages.ratingsAndReviews)),
        ]
        if let rating = app.rating {
            lines.append("★ " + io.text(AppLibraryMessages.outOfFive(rating)))
        }
        lines.append(io.text(AppLibraryMessages.ratingCount(app.ratingCount ?? 0)))
        lines.append("")
        var facts = KeyValueBlock()
        facts.append(label("id", "아이디"), app.id)
        facts.append(label("genre", "장르"), ([app.primaryGenre ?? io.text(AppLibraryMessages.otherGenre)] + app.genres.dropFirst()).joined(separator: ", "))
        facts.append(label("price", "가격"), price(app))
        facts.append(label("version", "버전"), app.version ?? "—")
        facts.append(label("size", "크기"), app.sizeBytes.map { String(format: "%.1f MB", Double($0) / 1_000_000) } ?? "—")
        facts.append(label("age", "연령"), app.contentRating ?? "—")
        facts.append(label("languages", "언어"), app.languages.isEmpty ? "—" : app.languages.joined(separator: ", "))
        if let url = app.storeURL { facts.append(label("store", "스토어"), url) }
        lines += facts.render(labelStyle: io.dataStyle.dim)
        if let description = app.summary, !description.isEmpty {
            lines += ["", io.dataStyle.emphasis(io.text(Message(en: "Description", ko: "설명"))), TerminalText.neutralised(description)]
        }
        if let notes = app.releaseNotes, !notes.isEmpty {
            lines += ["", io.dataStyle.emphasis(io.text(Message(en: "What's new", ko: "새로운 기능"))), TerminalText.neutralised(notes)]
        }
        if !app.screenshotURLs.isEmpty {
            lines += ["", io.dataStyle.emphasis(io.text(Message(en: "Screenshots", ko: "스크린샷")))] + app.screenshotURLs.map { TerminalText.neutralised($0) }
        }
        lines += ["", io.dataStyle.emphasis(io.text(Message(en: "My reviews", ko: "내 리뷰")))]
        lines += reviews.isEmpty ? [io.text(AppLibraryCLIMessages.noLocalReviews)] : reviews.map(review)
        return lines.joined(separator: "\n")
    }

    func stars(_ rating: Double) -> String {
        let full = Int(rating)
        let half = rating - Double(full) >= 0.5
        return String(repeating: "★", count: full) + (half ? "⯪" : "") + String(repeating: "☆", count: 5 - full - (half ? 1 : 0))
    }

    func review(_ review: AppReview) -> String {
        let date = review.createdAt.formatted(.dateTime.month().day().locale(Locale(identifier: io.language == .korean ? "ko_KR" : "en_US")))
        return "\(stars(review.rating)) \(String(format: "%.1f", review.rating))  \(io.dataStyle.emphasis(review.title))  \(io.dataStyle.dim(date))\n" + indented(review.content)
    }

    func storeReview(_ review: StoreReview) -> String {
        "\(stars(Double(review.rating)))  \(io.dataStyle.emphasis(review.title))  \(io.dataStyle.dim(review.author))\n" + indented(review.content)
    }

    /// A review's text under its heading: every line indented, not only the first.
    func indented(_ text: String) -> String {
        TerminalText.neutralised(text).split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }

    func library(_ sections: [GenreSection]) -> String {
        sections.map { section in
            var table = TextTable([.init("ID"), .init("", maxWidth: 40), .init("", maxWidth: 24)])
            for saved in section.apps { table.append([saved.id, saved.app.name, saved.app.seller ?? ""]) }
            let rows = table.render().split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
            return io.dataStyle.emphasis("▸ " + io.text(section.title) + " (\(section.apps.count))") + "\n"
                + rows.map { "  " + $0 }.joined(separator: "\n")
        }.joined(separator: "\n\n")
    }
}
