import Core
import FeatureContract
import PageKit
import Photobox

/// The Random tab: 10 random photos, one a screen, paged vertically (each scroll snaps to
/// the next, as the seed's paged collection), each with its owner strip, the posted
/// date, the heart and the page counter "n / total" (`RandomPhotosViewModel`).
struct RandomTabPage {
    /// What the Unsplash tabs share.
    let tab: UnsplashTab

    @Sendable func show(_ request: WebRequest) async throws -> WebResponse {
        try await tab.page(request, title: PhotoboxWebMessages.randomTitle, refreshes: true) { session, tab in
            let output = session.transform(
                RandomPhotosViewModel(
                    client: try tab.unsplash(), likes: try tab.likes(), contentFilter: try await tab.contentFilter()),
                .init(
                    load: session.taps(.refresh).startWith(()).asStream(),
                    likeTap: session.events(.like, reading: PhotoID.init(checking:)))
            )
            session.render(output.toast, into: .toast) { PhotoCards.toast($0, request) }
            session.renderFailures(output.failure)
            let pages = await session.renderFirst(output.cards, into: .pages) { Self.screens($0, request) }
            return "<div id=\"\(target: .pages)\" class=\"feed\">\(pages)</div>"
        }
    }

    static func screens(_ cards: [PhotoCard], _ request: WebRequest) -> HTML {
        HTML(
            joining: cards.enumerated().map { index, card -> HTML in
                let photo = card.photo
                return """
                    <article class="screen"><a href="\(PhotoboxRoutes.photo(photo.id))">\(PhotoCards.image(photo.regularURL, alt: photo, className: ""))</a>
                    <div class="caption"><div class="meta"><strong>\(photo.owner.name)</strong> \(PhotoCards.heart(photo.id, isLiked: card.isLiked, request))
                    <span>\(PostedDate.message(photo.createdAt).map(request.text) ?? "")</span>
                    <span class="counter">\(index + 1) / \(cards.count)</span></div>\(PhotoCards.credit(photo.owner))</div></article>
                    """
            })
    }
}
