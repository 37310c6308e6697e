import Core

/// The home screen ("향기"): the test strips, all or wished only, a page at a time, live as
/// the store changes.
public final class PerfumeHomeViewModel: ViewModel, Sendable {
    public struct Input: Sendable {
        /// The `heart` button: flips the wished-only filter (and starts again at the first page).
        public var wishedFilterTapped: AsyncStream<Void>
        /// The end of the list reached (or "더 보기" tapped): one page more.
        public var moreRequested: AsyncStream<Void>
        /// Whether the screen opens with the filter on (an address's `?wished=1`).
        public var initialWishedOnly: Bool
        /// How many strips the screen opens with (an address's `?shown=`); the first page when nil.
        public var initialShown: Int?

        public init(
            wishedFilterTapped: AsyncStream<Void> = .finished, moreRequested: AsyncStream<Void> = .finished,
            initialWishedOnly: Bool = false, initialShown: Int? = nil
        ) {
            self.wishedFilterTapped = wishedFilterTapped
            self.moreRequested = moreRequested
            self.initialWishedOnly = initialWishedOnly
            self.initialShown = initialShown
        }
    }

    public struct Output: Sendable {
        /// What the screen shows, each time it changes.
        public let screen: AsyncStream<PerfumeHomeScreen>
        /// A storage problem, as a message for the screen.
        public let failure: AsyncStream<Message>
    }

    /// What the screen asks the store for.
    private struct Request: Sendable {
        var wishedOnly: Bool
        var page: ListPage
    }

    private let repository: PerfumeRepository
    private let failures = EventRelay<Message>()

    public init(repository: PerfumeRepository) {
        self.repository = repository
    }

    public func transform(_ input: Input) -> Output {
        let repository = repository
        let failures = failures
        let request = StateRelay(
            Request(wishedOnly: input.initialWishedOnly, page: ListPage(shown: input.initialShown)))
        Task.onScreen {
            for await _ in input.wishedFilterTapped {
                request.update { $0 = Request(wishedOnly: !$0.wishedOnly, page: ListPage()) }
            }
        }
        Task.onScreen { for await _ in input.moreRequested { request.update { $0.page = $0.page.next } } }
        let screen = request.values().flatMapLatest { asked in
            repository.observe(wishedOnly: asked.wishedOnly, limit: asked.page.fetchLimit)
                .asStream { failures.accept(UserError.from($0).message) }
                .mapStream { PerfumeHomeScreen(strips: asked.page.slice($0), wishedOnly: asked.wishedOnly) }
        }
        return Output(screen: screen, failure: failures.values())
    }
}

/// The home screen's content.
public struct PerfumeHomeScreen: Sendable, Equatable {
    /// The cards shown, in list order, and whether more follow.
    public let strips: ListSlice<PerfumeEntry>
    /// Whether the heart filter is on (`heart.fill`).
    public let wishedOnly: Bool

    /// The cards shown, in list order.
    public var entries: [PerfumeEntry] { strips.items }

    /// "시향지를 추가해 주세요" when there is nothing to show.
    public var emptyMessage: Message? {
        entries.isEmpty ? PerfumeMessages.emptyHome : nil
    }
}
