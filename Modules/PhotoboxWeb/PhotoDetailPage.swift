import Core
import FeatureContract
import PageKit
import Persistence
import Photobox

/// Detail: the owner strip with the heart, the image, "정보" (size, views, downloads) and
/// "차트" with the 30-day line of views or downloads (`PhotoDetailViewModel`). When the
/// network fails and the photo is liked, it shows the copy kept with the like.
struct PhotoDetailPage {
    /// The liked photos, kept offline.
    let likes: Provided<PhotoLikes>
    /// The Unsplash API.
    let unsplash: Provided<UnsplashClient>

    @Sendable func show(_ request: WebRequest) async throws -> WebResponse {
        let id = try PhotoID(checking: request.recordID)
        let kept = try await likes().liked(id: id).map(\.image)
        let session = request.openSession()
        let output = session.transform(
            PhotoDetailViewModel(id: id, client: try unsplash(), likes: try likes()),
            .init(
                load: AsyncStream<Void>.finished.startWith(()).asStream(),
                metric: session.events(.metric).compactMapStream(PhotoMetric.init(rawValue:)),
                likeTap: session.taps(.like))
        )
        // The page waits for the first load to settle, so it arrives with the photo or the reason.
        let settled = output.state.compactMapStream { $0.isLoading ? nil : $0 }
        session.render(output.toast, into: .toast) { PhotoCards.toast($0, request) }
        session.renderFailures(output.failure)
        let detail = await session.renderFirst(settled, into: .detail) { Self.page($0, keptImage: kept, request) }
        // A kept like says who sees it: only its owner, or the household.
        let audience =
            kept == nil ? HTML.empty : await AudienceField.form(request, LikedPhoto.self, id: id, session: session)
        return .page(
            title: request.text(PhotoboxFeature.title),
            body: """
                <div id="\(target: .toast)"></div><div id="\(target: .failure)"></div>
                <article id="\(target: .detail)">\(detail)</article>\(audience)
                """, session: session)
    }

    static func page(_ state: PhotoDetailState, keptImage: BlobKey?, _ request: WebRequest) -> HTML {
        guard let detail = state.detail else { return .empty }
        let photo = detail.photo
        let description = photo.description ?? photo.altDescription ?? ""
        let image: HTML =
            if detail.isOffline, let keptImage {
                "\(StoredPhoto.full(keptImage, alt: description))\(StoredPhoto.originalLink(keptImage, request))"
            } else {
                PhotoCards.image(photo.regularURL, alt: photo, className: "full")
            }
        let offline: HTML =
            detail.isOffline ? "<p class=\"hint\">\(request.text(PhotoboxWebMessages.offline))</p>" : .empty
        let size: HTML =
            photo.width.flatMap { width in
                photo.height.map { "<tr><th>\(request.text(PhotoboxMessages.size))</th><td>\(width) x \($0)</td></tr>" }
            } ?? .empty
        let info: HTML =
            photo.views.flatMap { views in
                photo.downloads.map { downloads in
                    """
                    <h2>\(request.text(PhotoboxWebMessages.info))</h2><table>\(size)\
                    <tr><th>\(request.text(PhotoboxMessages.views))</th><td>\(views.grouped)</td></tr>\
                    <tr><th>\(request.text(PhotoboxMessages.downloads))</th><td>\(downloads.grouped)</td></tr></table>
                    """
                }
            } ?? .empty
        let segments = PhotoMetric.allCases.map { metric -> HTML in
            "<button type=\"button\" class=\"chip\(metric == state.metric ? " on" : "")\" data-tap=\"\(event: .metric)\" data-value=\"\(metric.rawValue)\">\(request.text(metric.title))</button>"
        }
        return """
            <div class="meta"><strong>\(photo.owner.name)</strong> <span class="muted">\(PostedDate.message(photo.createdAt).map(request.text) ?? "")</span>
            \(PhotoCards.heart(photo.id, isLiked: state.isLiked, request))</div>\(offline)
            \(image)\(PhotoCards.credit(photo.owner))
            <p>\(description)</p>\(tags(photo.tags))
            \(info)
            <h2>\(request.text(PhotoboxWebMessages.chart))</h2><p class="chips">\(segments)</p>
            \(PhotoChart.svg(state.chart, request))
            """
    }

    /// POST (JavaScript off): the heart, then back to the page it was on.
    @Sendable func toggleLike(_ request: WebRequest) async throws -> WebResponse {
        let id = try PhotoID(checking: request.recordID)
        _ = try await likes().toggle(id: id, using: try unsplash())
        return .redirect(request.returnPath(or: PhotoboxRoutes.photo(id)))
    }

    static func tags(_ tags: [String]) -> HTML {
        tags.isEmpty ? .empty : "<p class=\"chips\">\(tags.map { "<span class=\"chip\">#\($0)</span>" as HTML })</p>"
    }
}
