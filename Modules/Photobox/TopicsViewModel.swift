import Core

/// The Topic tab: three topics of 10 photos each, loaded together. Refresh reloads and,
/// when the screen asks for random topics, picks three again. Hearts follow the liked
/// store live (the seed's went stale until a refresh, bug 8).
public final class TopicsViewModel: ViewModel, Sendable {
    public struct Input: Sendable {
        /// The screen appeared (loads once) or was pulled to refresh.
        public var load: AsyncStream<Void>
        /// A card's heart was tapped.
        public var likeTap: AsyncStream<PhotoID>

        public init(load: AsyncStream<Void>, likeTap: AsyncStream<PhotoID> = .finished) {
            self.load = load
            self.likeTap = likeTap
        }
    }

    public struct Output: Sendable {
        /// The rows, with hearts, after every change.
        public let sections: AsyncStream<[TopicSection]>
        /// Why loading failed (the rows so far stay).
        public let failure: AsyncStream<UserError>
        /// The toast after a heart tap.
        public let toast: AsyncStream<LikeToast>
    }

    private struct State: Sendable, Equatable {
        var topics: [Topic] = []
        var photos: [String: [UnsplashPhoto]] = [:]
        var liked: Set<PhotoID> = []
        /// Whether a load has ended (with photos or a failure): before it, the screen has
        /// nothing to show yet, rather than no rows.
        var loaded = false

        var sections: [TopicSection] {
            topics.map { TopicSection(topic: $0, cards: PhotoCard.cards(photos[$0.slug] ?? [], liked: liked)) }
        }
    }

    private let client: UnsplashClient
    private let likes: PhotoLikes
    private let pick: @Sendable () -> [Topic]
    private let state = StateRelay(State())
    private let failures = EventRelay<UserError>()
    private let toasts = EventRelay<LikeToast>()

    /// `topics` picks the rows on each load: the seed's three by default, or
    /// `Topic.randomThree` for a new mix on every refresh.
    public init(
        client: UnsplashClient, likes: PhotoLikes, topics: @escaping @Sendable () -> [Topic] = { Topic.standard }
    ) {
        self.client = client
        self.likes = likes
        pick = topics
    }

    public func transform(_ input: Input) -> Output {
        let (client, likes, state, failures, toasts, pick) = (client, likes, state, failures, toasts, pick)
        Task.onScreen { for await ids in likes.observeIDs() { state.update { $0.liked = ids } } }
        Task.onScreen {
            for await _ in input.load {
                let topics = pick()
                let results = await topics.concurrentResults(limit: topics.count) { try await client.topicPhotos($0) }
                var photos: [String: [UnsplashPhoto]] = [:]
                var failure: (any Error)?
                for (topic, result) in zip(topics, results) {
                    switch result {
                    case .success(let list): photos[topic.slug] = list
                    case .failure(let error): failure = failure ?? error
                    }
                }
                state.update { state in
                    state.topics = topics
                    state.photos = photos
                    state.loaded = true
                }
                if let failure { failures.accept(UserError.from(failure)) }
            }
        }
        Task.onScreen {
            for await id in input.likeTap { toasts.accept(await LikeToast.tap(id, likes: likes, client: client)) }
        }
        return Output(
            sections: state.values().compactMapStream { $0.loaded ? $0.sections : nil }.removeDuplicates().asStream(),
            failure: failures.values(), toast: toasts.values())
    }
}

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
