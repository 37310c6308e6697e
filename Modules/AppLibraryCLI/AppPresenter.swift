import AppLibrary
import CommandKit
import Console
import Core
import Foundation

/// How apps and reviews look on the terminal and in `--json`.
struct AppPresenter {
    let io: TerminalIO

    /// The stable JSON shape of an app, with whether it is in the library.
    struct JSONApp: Encodable, Sendable {
        let app: StoreApp
        let inLibrary: Bool

        func encode(to encoder: any Encoder) throws {
            try app.encode(to: encoder)
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(inLibrary, forKey: .inLibrary)
        }

        enum Key: String, CodingKey { case inLibrary }
    }

    func searchTable(_ apps: [StoreApp], saved: Set<AppID>) -> TextTable {
        let header = { (en: String, ko: String) in io.text(Message(en: en, ko: ko)) }
        // As mas lists them: the id, the bundle id beside it, and the version.
        var table = TextTable([
            .init(header("ID", "아이디")), .init(header("BUNDLE ID", "번들 ID"), maxWidth: 30),
            .init(header("NAME", "이름"), maxWidth: 34), .init(header("VERSION", "버전")),
            .init(header("SELLER", "판매자"), maxWidth: 22),
            .init(header("RATING", "평점"), alignRight: true), .init(header("PRICE", "가격"), alignRight: true),
            .init(header("GENRE", "장르"), maxWidth: 16), .init(io.text(AppLibraryMessages.library)),
        ])
        for app in apps {
            table.append([
                app.id.rawValue, app.bundleID ?? "", app.name, app.version ?? "", app.seller ?? "",
                app.rating.map { String(format: "%.1f", $0) } ?? "—",
                price(app), app.primaryGenre ?? io.text(AppLibraryMessages.otherGenre),
                saved.contains(app.id) ? "✓" : "",
            ])
        }
        return table
    }

    func price(_ app: StoreApp) -> String {
        if let formatted = app.formattedPrice, !formatted.isEmpty { return formatted }
        guard let price = app.price else { return "" }
        return price == 0 ? io.text(Message(en: "Free", ko: "무료")) : String(format: "%.2f", price)
    }

    /// The detail screen.
    func detail(_ app: StoreApp, inLibrary: Bool, reviews: [AppReview]) -> Document {
        let label = { (en: String, ko: String) in io.text(Message(en: en, ko: ko)) }
        var document = Document()
        document.line([
            .init(app.name, .emphasis),
            .init("  [" + io.text(inLibrary ? AppLibraryMessages.delete : AppLibraryMessages.get) + "]"),
        ])
        document.line(app.seller ?? "")
        document.blank()
        document.line(io.text(AppLibraryMessages.ratingsAndReviews), .emphasis)
        if let rating = app.rating { document.line("★ " + io.text(AppLibraryMessages.outOfFive(rating))) }
        document.line(io.text(AppLibraryMessages.ratingCount(app.ratingCount ?? 0)))
        document.blank()
        var facts = KeyValueBlock()
        facts.append(label("id", "아이디"), app.id.rawValue)
        if let bundle = app.bundleID { facts.append(label("bundle id", "번들 id"), bundle) }
        facts.append(
            label("genre", "장르"),
            ([app.primaryGenre ?? io.text(AppLibraryMessages.otherGenre)] + app.genres.dropFirst()).joined(
                separator: ", "))
        facts.append(label("price", "가격"), price(app))
        facts.append(label("version", "버전"), app.version ?? "—")
        if let day = app.releaseDay { facts.append(label("released", "출시일"), day) }
        if let os = app.minimumOSVersion { facts.append(label("requires", "최소 iOS"), "iOS \(os)+") }
        facts.append(
            label("size", "크기"), app.sizeBytes.map { String(format: "%.1f MB", Double($0) / 1_000_000) } ?? "—")
        facts.append(label("age", "연령"), app.contentRating ?? "—")
        facts.append(label("languages", "언어"), app.languages.isEmpty ? "—" : app.languages.joined(separator: ", "))
        if let url = WebLink.checked(app.storeURL) { facts.append(label("store", "스토어"), url) }
        document.facts(facts, labels: .dim)
        let sections: [(Message, [String])] = [
            (Message(en: "Description", ko: "설명"), [app.summary ?? ""].filter { !$0.isEmpty }),
            (Message(en: "What's new", ko: "새로운 기능"), [app.releaseNotes ?? ""].filter { !$0.isEmpty }),
            (Message(en: "Screenshots", ko: "스크린샷"), app.screenshotURLs),
        ]
        for (title, lines) in sections where !lines.isEmpty {
            document.blank()
            document.line(io.text(title), .emphasis)
            for line in lines { document.line(line) }
        }
        document.blank()
        document.line(io.text(Message(en: "My reviews", ko: "내 리뷰")), .emphasis)
        if reviews.isEmpty { document.line(io.text(AppLibraryCLIMessages.noLocalReviews)) }
        for review in reviews { document.append(self.review(review)) }
        return document
    }

    func stars(_ rating: Double) -> String {
        let full = Int(rating)
        let half = rating - Double(full) >= 0.5
        return String(repeating: "★", count: full) + (half ? "⯪" : "")
            + String(repeating: "☆", count: 5 - full - (half ? 1 : 0))
    }

    func review(_ review: AppReview) -> Document {
        let date = review.createdAt.formatted(
            .dateTime.month().day().locale(Locale(identifier: io.language == .korean ? "ko_KR" : "en_US")))
        var document = Document()
        document.line([
            .init("\(stars(review.rating)) \(String(format: "%.1f", review.rating))  "), .init(review.title, .emphasis),
            .init("  "), .init(date, .dim),
        ])
        document.line(review.content, indent: "  ")
        return document
    }

    func storeReview(_ review: StoreReview) -> Document {
        var document = Document()
        // The day it was written (the feed's stamp, `2024-05-01T09:12:00-07:00`, as its day) and the version.
        let day = review.updated.map { String($0.prefix(10)) }
        let meta = [review.author, day, review.version.map { "v\($0)" }].compactMap { $0 }.joined(separator: " · ")
        document.line([
            .init("\(stars(Double(review.rating)))  "), .init(review.title, .emphasis), .init("  "), .init(meta, .dim),
        ])
        document.line(review.content, indent: "  ")
        return document
    }

    /// Reviews one under another, a blank line between.
    func reviews<Review>(_ reviews: [Review], _ render: (Review) -> Document) -> Document {
        var document = Document()
        for (index, review) in reviews.enumerated() {
            if index > 0 { document.blank() }
            document.append(render(review))
        }
        return document
    }

    func library(_ sections: [GenreSection], sharing: SharingColumn? = nil) -> Document {
        var document = Document()
        for (index, section) in sections.enumerated() {
            if index > 0 { document.blank() }
            document.line("▸ " + io.text(section.title) + " (\(section.apps.count))", .emphasis)
            var table = TextTable(
                [.init("ID"), .init("", maxWidth: 30), .init("", maxWidth: 40), .init(""), .init("", maxWidth: 24)]
                    + (sharing?.columns ?? []))
            for saved in section.apps {
                table.append(
                    [
                        saved.id.rawValue, saved.app.bundleID ?? "", saved.app.name, saved.app.version ?? "",
                        saved.app.seller ?? "",
                    ] + (sharing?.cells(saved.storageID) ?? []))
            }
            document.table(table, indent: "  ", header: false)
        }
        return document
    }
}
