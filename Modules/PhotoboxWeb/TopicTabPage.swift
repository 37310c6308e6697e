import Core
import FeatureContract
import PageKit
import Photobox

/// "토픽별 이미지": three rows of 10 photos with hearts (`TopicsViewModel`); refresh picks
/// three topics again.
struct TopicTabPage {
    /// What the Unsplash tabs share.
    let tab: UnsplashTab

    @Sendable func show(_ request: WebRequest) async throws -> WebResponse {
        try await tab.page(request, title: PhotoboxWebMessages.topicTitle, refreshes: true) { session, tab in
            let output = session.transform(
                TopicsViewModel(client: try tab.unsplash(), likes: try tab.likes(), topics: { Self.randomTopics() }),
                .init(
                    load: session.taps(.refresh).startWith(()).asStream(),
                    likeTap: session.events(.like, reading: PhotoID.init(checking:)))
            )
            session.render(output.toast, into: .toast) { PhotoCards.toast($0, request) }
            session.renderFailures(output.failure)
            let rows = await session.renderFirst(output.sections, into: .rows) { Self.sections($0, request) }
            return "<div id=\"\(target: .rows)\">\(rows)</div>"
        }
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
