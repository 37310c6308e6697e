import ArgumentParser
import CommandKit
import Console
import Core
import Photobox

/// `mosaic photos topics`: the Topic tab, 10 popular photos per topic.
struct TopicsCommand: MosaicCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "topics",
            abstract: HelpText.localized(en: "Show photos by topic (토픽별 이미지).", ko: "토픽별 이미지를 보여 줍니다."))
    }

    @Option(
        help: .init(
            en: "golden-hour, business-work, architecture-interior, another topic's slug, or random (three at random).",
            ko: "토픽: golden-hour, business-work, architecture-interior, 다른 토픽의 slug, 또는 random(무작위 세 개)."))
    var topic: String?
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws -> CommandOutput {
        let client = try context.unsplash()
        try await context.requireProfile()
        let topics = try pick()
        let liked = try await context.likes.likedIDs()
        let rows = try await topics.concurrentResults(limit: topics.count) { try await client.topicPhotos($0) }
            .map { try $0.get() }
        let presenter = PhotoPresenter(context)
        struct Row: Encodable { let topic: String, title: String, photos: [PhotoPresenter.JSONPhoto] }
        var json: [Row] = []
        var document = Document()
        for (index, topic) in topics.enumerated() {
            let cards = PhotoCard.cards(rows[index], liked: liked)
            json.append(Row(topic: topic.slug, title: topic.title.english, photos: presenter.json(cards)))
            document.line([.init(context.io.text(topic.title), .emphasis), .init("  (\(topic.slug))")])
            document.table(presenter.table(cards))
            document.blank()
        }
        return .data(document, json: json)
    }

    private func pick() throws(UserError) -> [Topic] {
        guard let topic else { return Topic.standard }
        if topic.lowercased() == "random" {
            var generator = SystemRandomNumberGenerator()
            return Topic.randomThree(using: &generator)
        }
        guard let named = Topic.named(topic) else {
            throw UserError(PhotoboxCLIMessages.unknownTopic(topic), category: .invalidInput)
        }
        return [named]
    }
}
