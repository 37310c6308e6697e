import Core

/// The Random tab: a page of random photos on every appearance, hearts live. It looks like
/// `TopicsViewModel` but loads one list and keeps it on a failure; the hearts they share
/// are `LikeToast.tap` and `PhotoCard.cards` already.
public final class RandomPhotosViewModel: ViewModel, Sendable {
    public struct Input: Sendable {
        /// The screen appeared: a new set of photos.
        public var load: AsyncStream<Void>
        /// A page's heart was tapped.
        public var likeTap: AsyncStream<PhotoID>

        public init(load: AsyncStream<Void>, likeTap: AsyncStream<PhotoID> = .finished) {
            self.load = load
            self.likeTap = likeTap
        }
    }

    public struct Output: Sendable {
        /// The pages, with hearts, after every change.
        public let cards: AsyncStream<[PhotoCard]>
        /// Why loading failed.
        public let failure: AsyncStream<UserError>
        /// The toast after a heart tap.
        public let toast: AsyncStream<LikeToast>
    }

    private struct State: Sendable, Equatable {
        var photos: [UnsplashPhoto] = []
        var liked: Set<PhotoID> = []
        /// Whether a load has ended (with photos or a failure): before it, the screen has
        /// nothing to show yet, rather than no photos.
        var loaded = false
    }

    private let client: UnsplashClient
    private let likes: PhotoLikes
    private let count: Int
    private let contentFilter: ContentFilter?
    private let state = StateRelay(State())
    private let failures = EventRelay<UserError>()
    private let toasts = EventRelay<LikeToast>()

    /// `contentFilter`: Unsplash's, the one the person kept (nil: the API's own).
    public init(client: UnsplashClient, likes: PhotoLikes, count: Int = 10, contentFilter: ContentFilter? = nil) {
        self.client = client
        self.likes = likes
        self.count = count
        self.contentFilter = contentFilter
    }

    public func transform(_ input: Input) -> Output {
        let (client, likes, state, failures, toasts, count) = (client, likes, state, failures, toasts, count)
        let contentFilter = contentFilter
        Task.onScreen { for await ids in likes.observeIDs() { state.update { $0.liked = ids } } }
        Task.onScreen {
            for await _ in input.load {
                do {
                    let photos = try await client.randomPhotos(count: count, contentFilter: contentFilter)
                    state.update { state in
                        state.photos = photos
                        state.loaded = true
                    }
                } catch {
                    state.update { $0.loaded = true }
                    failures.accept(UserError.from(error))
                }
            }
        }
        Task.onScreen {
            for await id in input.likeTap { toasts.accept(await LikeToast.tap(id, likes: likes, client: client)) }
        }
        let cards = state.values().compactMapStream { $0.loaded ? PhotoCard.cards($0.photos, liked: $0.liked) : nil }
        return Output(cards: cards.removeDuplicates().asStream(), failure: failures.values(), toast: toasts.values())
    }
}
