import Core
import FeatureContract
import PageKit
import Persistence
import Photobox

/// What the three Unsplash tabs (topics, random, search) share: without a profile they are
/// onboarding, as the app's launch was; each page has the tab bar, a toast line and a
/// failure line above what the tab shows; each view-model is made with the Unsplash
/// client, the likes and the content filter.
struct UnsplashTab {
    /// The profile.
    let profiles: Provided<ProfileRepository>
    /// The liked photos, kept offline.
    let likes: Provided<PhotoLikes>
    /// The Unsplash API.
    let unsplash: Provided<UnsplashClient>
    /// Where the content filter is kept.
    let settings: Provided<any SettingsStore>

    /// The tab's page titled `title`, its content drawn by `content` in the page's live
    /// session (a Refresh button above it when `refreshes`).
    func page(
        _ request: WebRequest, title: Message, refreshes: Bool = false,
        content: (LiveSession, UnsplashTab) async throws -> HTML
    ) async throws -> WebResponse {
        guard let profile = try await profiles().load() else { return .redirect(PhotoboxRoutes.onboarding.path) }
        let session = request.openSession()
        let shown = try await content(session, self)
        let refresh: HTML =
            refreshes
            ? """
            <p><button type="button" class="plain" data-tap="\(event: .refresh)">\(request.text(PhotoboxWebMessages.refresh))</button></p>
            """ : .empty
        return .page(
            title: request.text(title),
            body: """
                \(PhotoCards.tabs(profile, request))
                \(refresh)<div id="\(target: .toast)"></div><div id="\(target: .failure)"></div>
                \(shown)
                """, session: session)
    }

    /// The content filter the person chose (`photos settings`).
    func contentFilter() async throws -> ContentFilter? {
        try await ContentFilter.saved(in: settings())
    }
}
