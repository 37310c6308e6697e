import Core
import FeatureContract
import PageKit
import Photobox

/// Onboarding: the title, the author's name and "시작하기", which opens the profile form.
/// With a profile already saved it goes straight to the tabs.
struct OnboardingPage {
    /// The profile.
    let profiles: Provided<ProfileRepository>

    @Sendable func show(_ request: WebRequest) async throws -> WebResponse {
        if try await profiles().load() != nil { return .redirect(PhotoboxRoutes.topics.path) }
        return .page(
            title: PhotoboxFeature.title.text(request.language),
            body: """
                <div class="stack">
                <p class="row">\(ProfileAvatar.all.prefix(4).map { PhotoCards.avatar($0, size: 72) })</p>
                <p class="muted">\(request.text(PhotoboxWebMessages.author))</p>
                <p><a class="button" href="\(PhotoboxRoutes.newProfile.path)">\(request.text(PhotoboxWebMessages.start))</a></p>
                </div>
                """)
    }
}
