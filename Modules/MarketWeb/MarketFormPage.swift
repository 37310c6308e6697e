import Core
import Market
import WebKit

/// "중고거래 글쓰기": the four fields, the category picker (`CategoryListViewModel`), the
/// free-share button, the live list of what is still missing and, on "제출", the seed's
/// alert ("성공", or "실패" with every problem in order), all from `ListingFormViewModel`.
enum MarketFormPage {
    @Sendable static func show(_ request: WebRequest) async throws -> WebResponse {
        let session = request.openSession()
        let picker = session.transform(CategoryListViewModel(), .init(rowSelected: session.events("category").compactMapStream { Int($0) }))
        let output = session.transform(ListingFormViewModel(repository: try request.listings), .init(
            title: session.events("title"), category: picker.chosen, price: session.events("price"),
            freeShareTapped: session.taps("free"), details: session.events("details"), submitTapped: session.taps("submit")
        ))
        // The free-share button writes the price for the person, so the field shows what it wrote.
        session.render(session.taps("free"), into: "price") { _ in priceField(ListingForm.freeSharePrice, request) }
        session.render(output.saved, into: "saved") { _ in "<p><a href=\"/market\">\(request.text(MarketWebMessages.saved))</a></p>" }
        session.on(output.alert) { alert in
            .alert([alert.title.text(request.language), alert.message(request.language)].compactMap { $0 }.joined(separator: "\n"))
        }
        let problems = await session.renderFirst(output.problems, into: "problems") { FailureLine.list($0, request.language) }
        let free = await session.renderFirst(output.freeShareVisible, into: "free") { visible in
            visible ? "<button type=\"button\" class=\"chip\" data-tap=\"free\">\(request.text(MarketMessages.freeShare)) ✕</button>" : .empty
        }
        let categories = picker.categories.enumerated().map { row, category -> HTML in
            "<option value=\"\(row)\">\(category.name(request.language))</option>"
        }
        return .page(title: request.text(MarketWebMessages.formTitle), body: """
            <div class="stack">
            <input name="title" data-live="title" placeholder="\(request.text(MarketWebMessages.titlePlaceholder))" \
            aria-label="\(request.text(MarketWebMessages.titlePlaceholder))">
            <select name="category" data-live="category" aria-label="\(request.text(MarketWebMessages.categoryPlaceholder))">
            <option value="" selected disabled>\(request.text(MarketWebMessages.categoryPlaceholder))</option>\(categories)</select>
            <span id="price">\(priceField("", request))</span>
            <span id="free">\(free)</span>
            <textarea name="details" data-live="details" rows="8" placeholder="\(request.text(MarketWebMessages.detailsPlaceholder))" \
            aria-label="\(request.text(MarketWebMessages.detailsPlaceholder))"></textarea>
            <div id="problems">\(problems)</div>
            <p><button type="button" data-tap="submit">\(request.text(MarketWebMessages.submit))</button></p>
            <div id="saved"></div>
            </div>
            """, session: session)
    }

    static func priceField(_ value: String, _ request: WebRequest) -> HTML {
        let placeholder = request.text(MarketWebMessages.pricePlaceholder)
        return "<input name=\"price\" data-live=\"price\" inputmode=\"numeric\" value=\"\(value)\" placeholder=\"\(placeholder)\" aria-label=\"\(placeholder)\">"
    }
}
