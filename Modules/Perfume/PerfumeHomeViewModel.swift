import Core

/// The home screen ("향기"): the test strips, all or wished only, live as the store changes.
public final class PerfumeHomeViewModel: ViewModel, Sendable {
    public struct Input: Sendable {
        /// The `heart` button: flips the wished-only filter.
        public var wishedFilterTapped: AsyncStream<Void>
        /// Whether the screen opens with the filter on (an address's `?wished=1`).
        public var initialWishedOnly: Bool

        public init(wishedFilterTapped: AsyncStream<Void> = .finished, initialWishedOnly: Bool = false) {
            self.wishedFilterTapped = wishedFilterTapped
            self.initialWishedOnly = initialWishedOnly
        }
    }

    public struct Output: Sendable {
        /// What the screen shows, each time it changes.
        public let screen: AsyncStream<PerfumeHomeScreen>
        /// A storage problem, as a message for the screen.
        public let failure: AsyncStream<Message>
    }

    private struct State: Sendable {
        var entries: [PerfumeEntry]?
        var wishedOnly = false
    }

    private let repository: PerfumeRepository
    private let state = StateRelay(State())
    private let failures = EventRelay<Message>()

    public init(repository: PerfumeRepository) {
        self.repository = repository
    }

    public func transform(_ input: Input) -> Output {
        let state = state
        let failures = failures
        if input.initialWishedOnly { state.update { $0.wishedOnly = true } }
        let changes = repository.observe().asStream { failures.accept(UserError.from($0).message) }
        Task.onScreen { for await entries in changes { state.update { $0.entries = entries } } }
        Task.onScreen { for await _ in input.wishedFilterTapped { state.update { $0.wishedOnly.toggle() } } }
        let screen = state.values().compactMapStream { state -> PerfumeHomeScreen? in
            guard let entries = state.entries else { return nil }
            return PerfumeHomeScreen(
                entries: state.wishedOnly ? entries.filter(\.wished) : entries, wishedOnly: state.wishedOnly)
        }
        return Output(screen: screen, failure: failures.values())
    }
}

/// The home screen's content.
public struct PerfumeHomeScreen: Sendable, Equatable {
    /// The cards, in list order.
    public let entries: [PerfumeEntry]
    /// Whether the heart filter is on (`heart.fill`).
    public let wishedOnly: Bool

    /// "시향지를 추가해 주세요" when there is nothing to show.
    public var emptyMessage: Message? {
        entries.isEmpty ? PerfumeMessages.emptyHome : nil
    }
}
