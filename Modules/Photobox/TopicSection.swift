/// One row of the Topic tab: the topic and its photos.
public struct TopicSection: Sendable, Equatable, Identifiable {
    public let topic: Topic
    public let cards: [PhotoCard]

    public var id: String { topic.slug }

    public init(topic: Topic, cards: [PhotoCard]) {
        self.topic = topic
        self.cards = cards
    }
}
