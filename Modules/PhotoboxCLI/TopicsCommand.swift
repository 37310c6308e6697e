import ArgumentParser
import CommandKit
import Console
import Core
import Photobox

/// `mosaic photos topics`: the Topic tab, 10 popular photos per topic.
struct TopicsCommand: MosaicCommand {
    static let configuration = CommandConfiguration(commandName: "topics", abstract: "Show photos by topic (토픽별 이미지).")

    @Option(help: "golden-hour, business-work, architecture-interior, another topic's slug, or random (three at random).")
    var topic: String?
    @OptionGroup var global: GlobalOptions

    func run(in context: CommandContext) async throws {
        let client = try context.unsplash()
        try await context.requireProfile()
        let topics = try pick()
        let liked = try await context.likes.likedIDs()
        let rows = try await topics.concurrentResults(limit: topics.count) { try await client.topicPhotos($0) }
            .map { try $0.get() }
        let presenter = PhotoPresenter(context)
        if context.io.json {
            struct Row: Encodable { let topic: String, title: String, photos: [PhotoPresenter.JSONPhoto] }
            try context.io.json(topics.enumerated().map { index, topic in
                Row(topic: topic.slug, title: topic.title.english,
                    photos: rows[index].map { PhotoPresenter.JSONPhoto($0, liked: liked.contains($0.id)) })
            })
            return
        }
        for (index, topic) in topics.enumerated() {
            context.io.data(context.io.dataStyle.emphasis(context.io.text(topic.title)) + "  (\(topic.slug))")
            context.io.table(presenter.table(PhotoCard.cards(rows[index], liked: liked)))
            context.io.data("")
        }
    }

    private func pick() throws(UserError) -> [Topic] {
        guard let topic else { return Topic.standard }
        if topic.lowercased() == "random" {
            var generator = SystemRandomNumberGenerator()
            return Topic.randomThree(using: &generator)
        }
        guard let named = Topic.named(topic) else { throw UserError(PhotoboxCLIMessages.unknownTopic(topic), category: .invalidInput) }
        return [named]
    }
}
