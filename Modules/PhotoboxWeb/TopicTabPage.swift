import Core
import FeatureContract
import PageKit
import Photobox

/// "토픽별 이미지": three rows of 10 photos with hearts (`TopicsViewModel`); refresh picks
/// three topics again. Without a profile it is onboarding, as the app's launch was.
struct TopicTabPage {
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
            TopicsViewModel(client: try unsplash(), likes: try likes(), topics: { Self.randomTopics() }),
            .init(
                load: session.taps(.refresh).startWith(()).asStream(),
                likeTap: session.events(.like, reading: PhotoID.init(checking:)))
        )
        session.render(output.toast, into: .toast) { PhotoCards.toast($0, request) }
        session.renderFailures(output.failure)
        let rows = await session.renderFirst(output.sections, into: .rows) { Self.sections($0, request) }
        return .page(
            title: request.text(PhotoboxWebMessages.topicTitle),
            body: """
                \(PhotoCards.tabs(profile, request))
                <p><button type="button" class="plain" data-tap="\(event: .refresh)">\(request.text(PhotoboxWebMessages.refresh))</button></p>
                <div id="\(target: .toast)"></div><div id="\(target: .failure)"></div>
                <div id="\(target: .rows)">\(rows)</div>
                """, session: session)
    }

    static func sections(_ sections: [TopicSection], _ request: WebRequest) -> HTML {
        HTML(
            joining: sections.map { section -> HTML in
                """
                <section><h2>\(request.text(section.topic.title))</h2>\
                <ul class="row">\(section.cards.map { PhotoCards.card($0, request) })</ul></section>
                """
            })
    }

    private static func randomTopics() -> [Topic] {
        var generator = SystemRandomNumberGenerator()
        return Topic.randomThree(using: &generator)
    }
}
