import Core

/// The Search tab. A new query, order or colour cancels the running request, clears the
/// results and loads page 1; the bottom of the grid loads the next page only when
/// nothing is loading and more pages exist; every page is asked with the same query,
/// order and colour (seed bugs 6 and 7).
public final class PhotoSearchViewModel: ViewModel, Sendable {
    public struct Input: Sendable {
        /// The search key was pressed, with the field's text.
        public var submit: AsyncStream<String>
        /// An order was picked in the sort menu.
        public var order: AsyncStream<SearchOrder>
        /// A colour chip was tapped (tapping the selected one clears the filter).
        public var colorTap: AsyncStream<PhotoColor>
        /// The grid was scrolled to the bottom.
        public var reachedBottom: AsyncStream<Void>
        /// Cancel was tapped or the field was cleared.
        public var clear: AsyncStream<Void>
        /// A card's heart was tapped.
        public var likeTap: AsyncStream<PhotoID>

        public init(
            submit: AsyncStream<String>, order: AsyncStream<SearchOrder> = .finished,
            colorTap: AsyncStream<PhotoColor> = .finished, reachedBottom: AsyncStream<Void> = .finished,
            clear: AsyncStream<Void> = .finished, likeTap: AsyncStream<PhotoID> = .finished
        ) {
            self.submit = submit
            self.order = order
            self.colorTap = colorTap
            self.reachedBottom = reachedBottom
            self.clear = clear
            self.likeTap = likeTap
        }
    }

    public struct Output: Sendable {
        /// The tab after every change.
        public let state: AsyncStream<PhotoSearchState>
        /// Why a request failed (the results so far stay).
        public let failure: AsyncStream<UserError>
        /// The toast after a heart tap.
        public let toast: AsyncStream<LikeToast>
    }

    private let client: UnsplashClient
    private let likes: PhotoLikes
    private let state = StateRelay(PhotoSearchState())
    private let request = LockedValue<Task<Void, Never>?>(nil)
    private let failures = EventRelay<UserError>()
    private let toasts = EventRelay<LikeToast>()
    /// How many pages the first search loads (a link to page 3 shows pages 1 to 3); later ones load one.
    private let openingPages: LockedValue<Int>

    /// `openingPages` (1 to 10) is how many pages the first search loads at once;
    /// `contentFilter` is Unsplash's, the one the person kept (nil: the API's own).
    public init(client: UnsplashClient, likes: PhotoLikes, openingPages: Int = 1, contentFilter: ContentFilter? = nil) {
        self.client = client
        self.likes = likes
        self.openingPages = LockedValue(min(max(openingPages, 1), 10))
        state.update { $0.query.contentFilter = contentFilter }
    }

    public func transform(_ input: Input) -> Output {
        let (client, likes, state, toasts) = (client, likes, state, toasts)
        Task.onScreen { for await ids in likes.observeIDs() { state.update { $0.liked = ids } } }
        Task.onScreen {
            for await text in input.submit {
                var query = state.value.query
                query.text = text.trimmingWhitespace
                self.start(query)
            }
        }
        Task.onScreen {
            for await order in input.order where order != state.value.query.order {
                var query = state.value.query
                query.order = order
                self.start(query)
            }
        }
        Task.onScreen {
            for await color in input.colorTap {
                var query = state.value.query
                query.color = query.color == color ? nil : color
                self.start(query)
            }
        }
        Task.onScreen {
            for await _ in input.reachedBottom where state.value.canLoadMore {
                state.update { $0.isLoading = true }
                self.load(state.value.query, page: state.value.page + 1)
            }
        }
        Task.onScreen {
            for await _ in input.clear {
                self.start(
                    PhotoQuery(
                        text: "", order: state.value.query.order, color: state.value.query.color,
                        contentFilter: state.value.query.contentFilter))
            }
        }
        Task.onScreen {
            for await id in input.likeTap { toasts.accept(await LikeToast.tap(id, likes: likes, client: client)) }
        }
        return Output(
            state: state.values().removeDuplicates().asStream(), failure: failures.values(), toast: toasts.values())
    }

    /// Replaces the search: cancels what is running, clears, and loads page 1 when there
    /// is text (an empty query is never sent).
    private func start(_ query: PhotoQuery) {
        request.withLock { $0?.cancel() }
        state.update { state in
            state.query = query
            state.photos = []
            state.page = 0
            state.totalPages = 0
            state.isLoading = !query.text.isEmpty
        }
        guard !query.text.isEmpty else { return }
        let pages = openingPages.withLock { pages in
            defer { pages = 1 }
            return pages
        }
        load(query, page: 1, through: pages)
    }

    /// Loads `page`, then each next one up to `last` while there are more.
    private func load(_ query: PhotoQuery, page: Int, through last: Int = 0) {
        let (client, state, failures) = (client, state, failures)
        let task = Task.onScreen {
            do {
                for try await batch in client.search(query, pages: page, through: max(page, last)) {
                    guard !Task.isCancelled, state.value.query == query else { return }
                    state.update { state in
                        let known = Set(state.photos.map(\.id))
                        state.photos += batch.results.photos.filter { !known.contains($0.id) }
                        state.page = batch.page
                        state.totalPages = batch.results.totalPages
                        state.isLoading = !batch.isLast
                    }
                }
            } catch {
                // A replaced search was cancelled on purpose: nothing to report.
                guard !Task.isCancelled, state.value.query == query else { return }
                state.update { $0.isLoading = false }
                failures.accept(UserError.from(error))
            }
        }
        request.withLock { $0 = task }
    }
}
