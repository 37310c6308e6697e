import AppLibrary
import Core
import FeatureContract
import Foundation
import PageKit

/// "리뷰 작성하기": 0.5–5.0 stars, a title and the review; "보내기" is enabled when
/// `WriteReviewViewModel` says so, and a sent review returns to the app's page. It is a
/// real form too: with JavaScript off, "보내기" posts it, checked by the same rules, once.
struct AppReviewPage {
    /// The library and the reviews.
    let library: Provided<LibraryRepository>

    @Sendable func show(_ request: WebRequest) async throws -> WebResponse {
        try await page(ReviewForm(), request)
    }

    /// POST (JavaScript off): saves the review once per form and returns to the app, or
    /// shows the form again with every problem, what was typed kept.
    @Sendable func submit(_ request: WebRequest) async throws -> WebResponse {
        let id = try AppID(checking: request.recordID)
        let form = ReviewForm(
            rating: Double(request.form[.rating]) ?? 0, title: request.form[.title], content: request.form[.content])
        guard form.isValid else { return try await page(form, request) }
        let library = try library()
        return .redirect(
            try await request.submittedForms.once(request.form.value(.token)) {
                _ = try await library.addReview(appID: id, form)
                return AppLibraryRoutes.app(id)
            })
    }

    private func page(_ form: ReviewForm, _ request: WebRequest) async throws -> WebResponse {
        let id = try AppID(checking: request.recordID)
        let session = request.openSession()
        let output = session.transform(
            WriteReviewViewModel(appID: id, repository: try library(), initial: form),
            .init(
                rating: session.events(.rating).compactMapStream { Double($0) }, title: session.events(.title),
                content: session.events(.content), sendTapped: session.taps(.send)
            ))
        session.on(output.sent) { _ in .navigate(AppLibraryRoutes.app(id)) }
        session.renderFailures(output.failure)
        // A new, empty review lists nothing before something is typed.
        let pristine = form.title.isEmpty && form.content.isEmpty
        let problems = await session.renderFirst(output.problems.markingFirst(), into: .problems) {
            FailureLine.list($0.isFirst && pristine ? [] : $0.element, request.language)
        }
        let send = await session.renderFirst(output.canSend, into: .send) { canSend in
            SubmitButton.html(request.text(AppLibraryWebMessages.send), event: .send, enabled: canSend)
        }
        let chosen = String(format: "%.1f", form.rating)
        let stars = stride(from: 0.5, through: 5.0, by: 0.5).map { rating -> HTML in
            let text = String(format: "%.1f", rating)
            return "<option value=\"\(text)\"\(text == chosen ? " selected" : "")>\(text)</option>"
        }
        let audience = await AudienceField.html(request, AppReview.self, id: nil, session: session)
        return .page(
            title: request.text(AppLibraryMessages.writeReview),
            body: """
                <form method="post" action="\(AppLibraryRoutes.review(id))" class="stack">
                <input type="hidden" name="\(field: .token)" value="\(SubmittedForms.newToken())">
                <div id="\(target: .failure)"></div>
                <label>\(request.text(AppLibraryWebMessages.rating))<select name="\(field: .rating)" data-live="\(event: .rating)">
                <option value="0"\(form.rating == 0 ? " selected" : "")>–</option>\(stars)</select></label>
                <label>\(request.text(AppLibraryWebMessages.reviewTitle))<input name="\(field: .title)" data-live="\(event: .title)" value="\(form.title)"></label>
                <label>\(request.text(AppLibraryWebMessages.reviewContent))<textarea name="\(field: .content)" data-live="\(event: .content)" rows="6">\(form.content)</textarea></label>
                \(audience)
                <div id="\(target: .problems)">\(problems)</div>
                <p><span id="\(target: .send)">\(send)</span> <a class="button plain" href="\(AppLibraryRoutes.app(id))">\(request.text(AppLibraryWebMessages.cancel))</a></p>
                </form>
                """, session: session)
    }
}
