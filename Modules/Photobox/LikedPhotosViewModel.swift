import AsyncAlgorithms
import Core

/// The Like list: liked photos from the store, live (it empties when the last like goes,
/// seed bug 8), sorted by liked time and filtered by colour like search, a page at a time
/// (only the page shown is read). No network.
public final class LikedPhotosViewModel: ViewModel, Sendable {
    public struct Input: Sendable {
        /// An order was picked in the sort menu.
        public var order: AsyncStream<LikedOrder>
        /// A colour chip was tapped (tapping the selected one clears the filter).
        public var colorTap: AsyncStream<PhotoColor>
        /// A card's heart was tapped: unlike.
        public var unlikeTap: AsyncStream<PhotoID>
        /// The end of the list reached (or "더 보기" tapped): one page more.
        public var moreRequested: AsyncStream<Void>
        /// How many photos the screen opens with (an address's `?shown=`); the first page when nil.
        public var initialShown: Int?

        public init(
            order: AsyncStream<LikedOrder> = .finished, colorTap: AsyncStream<PhotoColor> = .finished,
            unlikeTap: AsyncStream<PhotoID> = .finished, moreRequested: AsyncStream<Void> = .finished,
            initialShown: Int? = nil
        ) {
            self.order = order
            self.colorTap = colorTap
            self.unlikeTap = unlikeTap
            self.moreRequested = moreRequested
            self.initialShown = initialShown
        }
    }

    public struct Output: Sendable {
        /// The list after every change.
        public let state: AsyncStream<LikedListState>
        /// Why reading or unliking failed.
        public let failure: AsyncStream<UserError>
    }

    /// What the screen asks the store for.
    private struct Request: Sendable, Equatable {
        var order: LikedOrder
        var color: PhotoColor?
        var page: ListPage
    }

    private let likes: PhotoLikes
    private let initial: (order: LikedOrder, color: PhotoColor?)
    private let failures = EventRelay<UserError>()

    /// `order` and `color` are the filters the screen opens with (a link's `?order=&color=`).
    public init(likes: PhotoLikes, order: LikedOrder = .latest, color: PhotoColor? = nil) {
        self.likes = likes
        initial = (order, color)
    }

    public func transform(_ input: Input) -> Output {
        let (likes, failures) = (likes, failures)
        let request = StateRelay(
            Request(order: initial.order, color: initial.color, page: ListPage(shown: input.initialShown)))
        // A new order or colour starts again at the first page.
        Task.onScreen {
            for await order in input.order {
                request.update { $0 = Request(order: order, color: $0.color, page: ListPage()) }
            }
        }
        Task.onScreen {
            for await color in input.colorTap {
                request.update {
                    $0 = Request(order: $0.order, color: $0.color == color ? nil : color, page: ListPage())
                }
            }
        }
        Task.onScreen { for await _ in input.moreRequested { request.update { $0.page = $0.page.next } } }
        Task.onScreen {
            for await id in input.unlikeTap {
                do {
                    try await likes.unlike(id: id)
                } catch {
                    failures.accept(UserError.from(error))
                }
            }
        }
        let changes = likes.changes().asStream { failures.accept(UserError.from($0)) }
        let state = LiveReading(on: combineLatest(changes, request.values().removeDuplicates()).asStream()) {
            _, asked in
            let page = asked.page.slice(
                try await likes.list(order: asked.order, color: asked.color, limit: asked.page.fetchLimit))
            return LikedListState(order: asked.order, color: asked.color, photos: page.items, hasMore: page.hasMore)
        }
        Task.onScreen { for await failure in state.failure { failures.accept(failure) } }
        return Output(state: state.values, failure: failures.values())
    }
}
