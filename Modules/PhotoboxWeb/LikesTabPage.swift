import Core
import FeatureContract
import PageKit
import Photobox

/// "좋아요한 사진 목록": the liked photos from the local files (no network), latest or
/// oldest first, filtered by colour, a page at a time; the heart unlikes (`LikedPhotosViewModel`).
struct LikesTabPage {
    /// The profile.
    let profiles: Provided<ProfileRepository>
    /// The liked photos, kept offline.
    let likes: Provided<PhotoLikes>

    @Sendable func show(_ request: WebRequest) async throws -> WebResponse {
        guard let profile = try await profiles().load() else { return .redirect(PhotoboxRoutes.onboarding.path) }
        let session = request.openSession()
        let store = try likes()
        // What an unlike takes away is kept first, so the line it leaves can offer Undo.
        let unlikes = session.events(.unlike, reading: PhotoID.init(checking:)).map { id -> PhotoID in
            if let photo = try? await store.liked(id: id) {
                let image = try? await store.imageData(of: photo)
                session.send(
                    .html(
                        target: .undo,
                        DeletePages.undoable(PhotoboxWebMessages.unliked, request) {
                            try await store.restore(photo, image: image)
                            return PhotoboxRoutes.likes.path
                        }))
            }
            return id
        }.asStream()
        let initial = LikedPhotosViewModel(
            likes: store, order: request.query(.order).flatMap(LikedOrder.init(rawValue:)) ?? .latest,
            color: request.query(.color).flatMap(PhotoColor.init(rawValue:)))
        let output = session.transform(
            initial,
            .init(
                order: session.events(.order).compactMapStream(LikedOrder.init(rawValue:)),
                colorTap: session.events(.color).compactMapStream(PhotoColor.init(rawValue:)),
                unlikeTap: unlikes, moreRequested: session.taps(.more),
                initialShown: ListFooter.shownRequested(request)
            ))
        session.renderFailures(output.failure)
        let sharing = request.dependencies.sharing
        let marked = output.state.map { state in (state, await sharing.marks(for: state.photos)) }
        let list = await session.renderFirst(marked, into: .likes) { Self.likes($0, request, marks: $1) }
        let options = LikedOrder.allCases.map { order -> HTML in
            "<option value=\"\(order.rawValue)\"\(order.rawValue == request.query(.order) ? " selected" : "")>\(request.text(order.title))</option>"
        }
        return .page(
            title: request.text(PhotoboxWebMessages.likesTitle),
            body: """
                \(PhotoCards.tabs(profile, request))
                <form method="get" action="\(PhotoboxRoutes.likes.path)" class="chips">\
                <label>\(request.text(PhotoboxWebMessages.order))<select name="\(field: .order)" data-live="\(event: .order)" data-url="order">\(options)</select></label>\
                \(request.query(.color).map { "<input type=\"hidden\" name=\"\(field: .color)\" value=\"\($0)\">" as HTML })\
                <noscript><button type="submit" class="plain">\(request.text(PhotoboxWebMessages.order))</button></noscript></form>
                <div id="\(target: .failure)"></div><div id="\(target: .undo)"></div>
                <div id="\(target: .likes)">\(list)</div>
                """, session: session)
    }

    static func likes(
        _ state: LikedListState, _ request: WebRequest,
        marks: [String: SharingMarks.Mark] = [:]
    ) -> HTML {
        let cards = state.photos.map { photo -> HTML in
            """
            <li class="card"><a href="\(PhotoboxRoutes.photo(photo.id))">\(StoredPhoto.thumbnail(photo.image, alt: photo.description ?? PhotoCredit(owner: photo.owner).text))</a>\
            <div class="meta">\(PhotoCards.heart(photo.id, isLiked: true, request, event: .unlike))</div>\(PhotoCards.credit(photo.owner))\
            \(SharingBadge.html(marks[photo.storageID], request))</li>
            """
        }
        let empty: HTML = state.emptyMessage.map { "<p class=\"hint\">\(request.text($0))</p>" } ?? .empty
        return """
            \(PhotoCards.colorChips(selected: state.color, request))\(empty)<ul class="grid">\(cards)</ul>\
            \(ListFooter.html(state.page, more: .more, request))
            """
    }
}
