import Core

/// The goal list: one section per category (oldest first), each goal with its progress,
/// live as categories, goals and photos change.
public final class GoalListViewModel: ViewModel, Sendable {
    public struct Input: Sendable {
        /// Pull to refresh (the list is live; this also re-reads "today").
        public var refresh: AsyncStream<Void>

        public init(refresh: AsyncStream<Void> = .finished) {
            self.refresh = refresh
        }
    }

    public struct Output: Sendable {
        /// The sections after every change.
        public let sections: AsyncStream<[GoalListSection]>
        /// Why reading failed.
        public let failure: AsyncStream<UserError>
    }

    private let repository: HabitsRepository

    public init(repository: HabitsRepository) {
        self.repository = repository
    }

    public func transform(_ input: Input) -> Output {
        let repository = repository
        let list = LiveReading(on: fanIn(repository.changes(), input.refresh)) { _ in
            try await repository.goalList()
        }
        return Output(sections: list.values, failure: list.failure)
    }
}
