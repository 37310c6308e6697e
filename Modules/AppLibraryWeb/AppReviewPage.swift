import AppLibrary
import Core
import WebKit

/// "리뷰 작성하기": 0.5–5.0 stars, a title and the review; "보내기" is enabled when
/// `WriteReviewViewModel` says so, and a sent review returns to the app's page.
enum AppReviewPage {
    @Sendable static func show(_ request: WebRequest) async throws -> WebResponse {
        let id = try AppID(request.parameter("id"))
        let session = request.openSession()
        let output = session.transform(WriteReviewViewModel(appID: id.rawValue, repository: try request.library), .init(
            rating: session.events("rating").compactMapStream { Double($0) }, title: session.events("title"),
            content: session.events("content"), sendTapped: session.taps("send")
        ))
        session.on(output.sent) { _ in .navigate("/apps/\(id.rawValue)") }
        session.renderFailures(output.failure)
        let problems = await session.renderFirst(output.problems, into: "problems") { FailureLine.list($0, request.language) }
        let send = await session.renderFirst(output.canSend, into: "send") { canSend in
            "<button type=\"button\" data-tap=\"send\"\(canSend ? "" : " disabled")>\(request.text(AppLibraryWebMessages.send))</button>"
        }
        let stars = stride(from: 0.5, through: 5.0, by: 0.5).map { rating -> HTML in
            let text = String(format: "%.1f", rating)
            return "<option value=\"\(text)\">\(text)</option>"
        }
        return .page(title: request.text(AppLibraryMessages.writeReview), body: """
            <div class="stack">
            <div id="failure"></div>
            <label>\(request.text(AppLibraryWebMessages.rating))<select name="rating" data-live="rating">
            <option value="0" selected>–</option>\(stars)</select></label>
            <label>\(request.text(AppLibraryWebMessages.reviewTitle))<input name="title" data-live="title"></label>
            <label>\(request.text(AppLibraryWebMessages.reviewContent))<textarea name="content" data-live="content" rows="6"></textarea></label>
            <div id="problems">\(problems)</div>
            <p><span id="send">\(send)</span> <a href="/apps/\(id.rawValue)">\(request.text(AppLibraryWebMessages.cancel))</a></p>
            </div>
            """, session: session)
    }
}
