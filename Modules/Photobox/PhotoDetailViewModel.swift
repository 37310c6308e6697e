import Core

/// Detail: the photo and its statistics from the network, or from the liked record when
/// offline; the chart switches between views and downloads; the heart follows the store.
public final class PhotoDetailViewModel: ViewModel, Sendable {
    public struct Input: Sendable {
        /// The screen appeared.
        public var load: AsyncStream<Void>
        /// A chart segment was tapped.
        public var metric: AsyncStream<PhotoMetric>
        /// The heart was tapped.
        public var likeTap: AsyncStream<Void>

        public init(
            load: AsyncStream<Void>, metric: AsyncStream<PhotoMetric> = .finished,
            likeTap: AsyncStream<Void> = .finished
        ) {
            self.load = load
            self.metric = metric
            self.likeTap = likeTap
        }
    }

    public struct Output: Sendable {
        /// The screen after every change.
        public let state: AsyncStream<PhotoDetailState>
        /// Why loading failed with nothing kept offline.
        public let failure: AsyncStream<UserError>
        /// The toast after a heart tap.
        public let toast: AsyncStream<LikeToast>
    }

    private let id: PhotoID
    private let client: UnsplashClient
    private let likes: PhotoLikes
    private let state = StateRelay(PhotoDetailState())
    private let failures = EventRelay<UserError>()
    private let toasts = EventRelay<LikeToast>()

    public init(id: PhotoID, client: UnsplashClient, likes: PhotoLikes) {
        self.id = id
        self.client = client
        self.likes = likes
    }

    public func transform(_ input: Input) -> Output {
        let (id, client, likes, state, failures, toasts) = (id, client, likes, state, failures, toasts)
        Task.onScreen {
            for await ids in likes.observeIDs() { state.update { $0.isLiked = ids.contains(id) } }
        }
        Task.onScreen {
            for await _ in input.load {
                do {
                    let detail = try await PhotoDetail.load(id: id, client: client, likes: likes)
                    state.update {
                        $0.detail = detail
                        $0.isLoading = false
                    }
                } catch {
                    state.update { $0.isLoading = false }
                    failures.accept(UserError.from(error))
                }
            }
        }
        Task.onScreen { for await metric in input.metric { state.update { $0.metric = metric } } }
        Task.onScreen {
            for await _ in input.likeTap { toasts.accept(await LikeToast.tap(id, likes: likes, client: client)) }
        }
        return Output(
            state: state.values().removeDuplicates().asStream(), failure: failures.values(), toast: toasts.values())
    }
}

/// Detail after a change.
public struct PhotoDetailState: Sendable, Equatable {
    public var detail: PhotoDetail?
    /// What the chart plots; views from the start (the seed's stayed empty until a tap, bug 10).
    public var metric: PhotoMetric = .views
    /// Whether the photo is liked now (follows the store).
    public var isLiked = false
    /// True until the first load has succeeded or failed.
    public var isLoading = true

    public init() {}

    /// The chart's daily values, oldest first; empty shows "데이터가 없습니다.".
    public var chart: [Int] { detail?.history(metric)?.days.map(\.value) ?? [] }
}
