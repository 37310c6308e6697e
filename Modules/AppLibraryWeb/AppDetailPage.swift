import AppLibrary
import Core
import WebKit

/// One app: its screenshots, the App Store's reviews and the local ones, and "받기" /
/// "삭제" (`AppDetailViewModel`, live as the library changes anywhere). A saved app opens
/// from the library even offline.
enum AppDetailPage {
    @Sendable static func show(_ request: WebRequest) async throws -> WebResponse {
        let id = try AppID(request.parameter("id"))
        let library = try request.library
        let app = try await AppLookup.find(id, library: library, store: request.itunes)
        let session = request.openSession()
        let output = session.transform(AppDetailViewModel(app: app, repository: library), .init(toggleTapped: session.taps("toggle")))
        session.renderFailures(output.failure)
        let button = await session.renderFirst(output.isSaved, into: "toggle") { saved in
            "<button type=\"button\" data-tap=\"toggle\">\(request.text(saved ? AppLibraryMessages.delete : AppLibraryMessages.get))</button>"
        }
        let mine = await session.renderFirst(output.reviews, into: "mine") { reviews in
            HTML(joining: reviews.map { review -> HTML in
                "<li class=\"card\"><strong>\(review.title)</strong> \(String(format: "%.1f", review.rating))★<p>\(review.content)</p></li>"
            })
        }
        let storeReviews: HTML
        do {
            let reviews = try await request.itunes().reviews(id: id)
            storeReviews = HTML(joining: reviews.map { review -> HTML in
                "<li class=\"card\"><strong>\(review.title)</strong> \(review.rating)★ <span class=\"muted\">\(review.author)</span><p>\(review.content)</p></li>"
            })
        } catch {
            storeReviews = FailureLine.html(UserError.from(error).message, request.language)
        }
        let screenshots = app.screenshotURLs.compactMap(WebLink.checked).map { "<img class=\"card\" src=\"\($0)\" alt=\"\" referrerpolicy=\"no-referrer\" style=\"height:320px\">" as HTML }
        return .page(title: app.name, body: """
            <p class="muted">\(app.seller ?? "") · \(app.primaryGenre ?? "") · \(app.formattedPrice ?? "")</p>
            <p><span id="toggle">\(button)</span> <a href="/apps/\(app.id)/review">\(request.text(AppLibraryMessages.writeReview))</a></p>
            <div id="failure"></div>
            <div class="row">\(screenshots)</div>
            <p>\(app.summary ?? "")</p>
            <h2>\(request.text(AppLibraryMessages.ratingsAndReviews))</h2>
            <ul class="stack">\(storeReviews)</ul>
            <h3>\(request.text(AppLibraryWebMessages.myReviews))</h3>
            <ul class="stack" id="mine">\(mine)</ul>
            """, session: session)
    }
}
