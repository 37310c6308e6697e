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

    /// The order and colour the screen shows.
    private struct Filters: Sendable, Equatable {
        var order: LikedOrder
        var color: PhotoColor?
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
        let filters = StateRelay(Filters(order: initial.order, color: initial.color))
        Task.onScreen { for await order in input.order { filters.update { $0.order = order } } }
        Task.onScreen {
            for await color in input.colorTap { filters.update { $0.color = $0.color == color ? nil : color } }
        }
        // A new order or colour starts again at the first page.
        let request = PageRequest.stream(
            queries: filters.values(), more: input.moreRequested, initialShown: input.initialShown)
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
        let state = LiveReading(on: combineLatest(changes, request).asStream()) { _, asked in
            let (order, color) = (asked.query.order, asked.query.color)
            let page = asked.page.slice(try await likes.list(order: order, color: color, limit: asked.page.fetchLimit))
            return LikedListState(order: order, color: color, photos: page.items, hasMore: page.hasMore)
        }
        Task.onScreen { for await failure in state.failure { failures.accept(failure) } }
        return Output(state: state.values, failure: failures.values())
    }
}
