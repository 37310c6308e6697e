import Core
import FeatureContract
import PageKit
import Photobox

/// The Random tab: 10 random photos, one a screen, paged vertically (each scroll snaps to
/// the next, as the seed's paged collection), each with its owner strip, the posted
/// date, the heart and the page counter "n / total" (`RandomPhotosViewModel`).
struct RandomTabPage {
    /// The profile.
    let profiles: Provided<ProfileRepository>
    /// The liked photos, kept offline.
    let likes: Provided<PhotoLikes>
    /// The Unsplash API.
    let unsplash: Provided<UnsplashClient>

    @Sendable func show(_ request: WebRequest) async throws -> WebResponse {
        guard let profile = try await profiles().load() else { return .redirect(PhotoboxRoutes.onboarding.path) }
        let session = request.openSession()
        let output = session.transform(
            RandomPhotosViewModel(
                client: try unsplash(), likes: try likes(),
                contentFilter: try await ContentFilter.saved(in: request.dependencies.settings)),
            .init(
                load: session.taps(.refresh).startWith(()).asStream(),
                likeTap: session.events(.like, reading: PhotoID.init(checking:)))
        )
        session.render(output.toast, into: .toast) { PhotoCards.toast($0, request) }
        session.renderFailures(output.failure)
        let pages = await session.renderFirst(output.cards, into: .pages) { Self.screens($0, request) }
        return .page(
            title: request.text(PhotoboxWebMessages.randomTitle),
            body: """
                \(PhotoCards.tabs(profile, request))
                <p><button type="button" class="plain" data-tap="\(event: .refresh)">\(request.text(PhotoboxWebMessages.refresh))</button></p>
                <div id="\(target: .toast)"></div><div id="\(target: .failure)"></div>
                <div id="\(target: .pages)" class="feed">\(pages)</div>
                """, session: session)
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
