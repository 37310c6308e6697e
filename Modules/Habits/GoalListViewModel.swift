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
        let failures = EventRelay<UserError>()
        let sections = StateRelay<[GoalListSection]?>(nil)
        let reload = { @Sendable in
            do {
                sections.accept(try await repository.goalList())
            } catch {
                failures.accept(UserError.from(error))
            }
        }
        Task.onScreen { for await _ in repository.changes() { await reload() } }
        Task.onScreen { for await _ in input.refresh { await reload() } }
        return Output(
            sections: sections.values().compactMapStream { $0 }.removeDuplicates().asStream(),
            failure: failures.values())
    }
}
