import AppLibrary
import Core
import FeatureContract
import PageKit

/// One app: its screenshots, the App Store's reviews and the local ones, and "받기" /
/// "삭제" (`AppDetailViewModel`, live as the library changes anywhere). A saved app opens
/// from the library even offline.
struct AppDetailPage {
    /// The library and the reviews.
    let library: Provided<LibraryRepository>
    /// The iTunes API.
    let itunes: Provided<ITunesClient>

    /// POST (JavaScript off): "받기" or "삭제", as the seed's button: the library is checked
    /// by id, then the app is removed or added; back to the page it was on.
    @Sendable func toggle(_ request: WebRequest) async throws -> WebResponse {
        let id = try AppID(checking: request.recordID)
        let library = try library()
        if try await library.saved(id: id) != nil {
            _ = try await library.remove(id: id)
        } else {
            _ = try await library.get(AppLookup.find(id, library: library, store: request.itunes))
        }
        return .redirect(request.returnPath(or: AppLibraryRoutes.app(id)))
    }

    @Sendable func show(_ request: WebRequest) async throws -> WebResponse {
        let id = try AppID(checking: request.recordID)
        let library = try library()
        let app = try await AppLookup.find(id, library: library, store: request.itunes)
        let session = request.openSession()
        let output = session.transform(
            AppDetailViewModel(app: app, repository: library), .init(toggleTapped: session.taps(.toggle)))
        // A saved app says who sees it in the library: the household, or only its owner.
        let audience =
            try await library.saved(id: id) == nil
            ? HTML.empty : await AudienceField.form(request, LibraryApp.self, id: id, session: session)
        session.renderFailures(output.failure)
        let button = await session.renderFirst(output.isSaved, into: .toggle) { saved in
            AppCards.toggle(app.id, isSaved: saved, request)
        }
        let mine = await session.renderFirst(output.reviews, into: .mine) { reviews in
            HTML(
                joining: reviews.map { review -> HTML in
                    "<li class=\"card\"><strong>\(review.title)</strong> \(String(format: "%.1f", review.rating))★<p>\(review.content)</p></li>"
                })
        }
        let storeReviews: HTML
        do {
            let reviews = try await itunes().reviews(id: id)
            storeReviews = HTML(
                joining: reviews.map { review -> HTML in
                    "<li class=\"card\"><strong>\(review.title)</strong> \(review.rating)★ <span class=\"muted\">\(review.author)</span><p>\(review.content)</p></li>"
                })
        } catch {
            storeReviews = FailureLine.html(UserError.from(error).message, request.language)
        }
        let screenshots = app.screenshotURLs.compactMap(WebLink.checked).enumerated().map { index, url -> HTML in
            """
            <img class="screenshot" src="\(url)" alt="\(request.text(AppLibraryWebMessages.screenshot(index + 1, of: app.screenshotURLs.count)))" \
            loading="lazy" referrerpolicy="no-referrer">
            """
        }
        let rating: HTML =
            app.rating.map { rating in
                """
                <p class="rating"><strong>\(request.text(AppLibraryMessages.outOfFive(rating)))</strong>\
                \(app.ratingCount.map { " · \(request.text(AppLibraryMessages.ratingCount($0)))" } ?? "")</p>
                """
            } ?? .empty
        return .page(
            title: app.name,
            body: """
                <div class="app-head">\(AppCards.icon(app, size: 96))<div><p class="muted">\(app.seller ?? "")</p>\
                <p class="muted">\([app.primaryGenre, app.formattedPrice].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · "))</p>\
                <div id="\(target: .toggle)">\(button)</div></div></div>\(audience)
                <div id="\(target: .failure)"></div>
                <div class="row screenshots">\(screenshots)</div>
                <p>\(app.summary ?? "")</p>
                <h2>\(request.text(AppLibraryMessages.ratingsAndReviews))</h2>
                \(rating)
                <p><a class="button" href="\(AppLibraryRoutes.review(app.id))">\(request.text(AppLibraryMessages.writeReview))</a></p>
                <ul class="stack">\(storeReviews)</ul>
                <h3>\(request.text(AppLibraryWebMessages.myReviews))</h3>
                <ul class="stack" id="\(target: .mine)">\(mine)</ul>
                """, session: session)
    }
}
