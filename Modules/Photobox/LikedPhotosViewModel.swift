import AsyncAlgorithms
import Core

/// The Like list: liked photos from the store, live (it empties when the last like goes,
/// seed bug 8), sorted by liked time and filtered by colour like search. No network.
public final class LikedPhotosViewModel: ViewModel, Sendable {
    public struct Input: Sendable {
        /// An order was picked in the sort menu.
        public var order: AsyncStream<LikedOrder>
        /// A colour chip was tapped (tapping the selected one clears the filter).
        public var colorTap: AsyncStream<PhotoColor>
        /// A card's heart was tapped: unlike.
        public var unlikeTap: AsyncStream<PhotoID>

        public init(
            order: AsyncStream<LikedOrder> = .finished, colorTap: AsyncStream<PhotoColor> = .finished,
            unlikeTap: AsyncStream<PhotoID> = .finished
        ) {
            self.order = order
            self.colorTap = colorTap
            self.unlikeTap = unlikeTap
        }
    }

    public struct Output: Sendable {
        /// The list after every change.
        public let state: AsyncStream<LikedListState>
        /// Why reading or unliking failed.
        public let failure: AsyncStream<UserError>
    }

    private let likes: PhotoLikes
    private let filters: StateRelay<LikedListState>
    private let failures = EventRelay<UserError>()

    /// `order` and `color` are the filters the screen opens with (a link's `?order=&color=`).
    public init(likes: PhotoLikes, order: LikedOrder = .latest, color: PhotoColor? = nil) {
        self.likes = likes
        filters = StateRelay(LikedListState(order: order, color: color, photos: []))
    }

    public func transform(_ input: Input) -> Output {
        let (likes, filters, failures) = (likes, filters, failures)
        Task.onScreen { for await order in input.order { filters.update { $0.order = order } } }
        Task.onScreen {
            for await color in input.colorTap { filters.update { $0.color = $0.color == color ? nil : color } }
        }
        Task.onScreen {
            for await id in input.unlikeTap {
                do {
                    try await likes.unlike(id: id)
                } catch {
                    failures.accept(UserError.from(error))
                }
            }
        }
        let stored = likes.observe(order: .latest).asStream { failures.accept(UserError.from($0)) }
        let state = combineLatest(stored, filters.values()).mapStream { photos, filters in
            var state = filters
            let ordered = filters.order == .latest ? photos : photos.reversed()
            state.photos = PhotoLikes.filter(ordered, color: filters.color)
            return state
        }
        return Output(state: state.removeDuplicates().asStream(), failure: failures.values())
    }
}
