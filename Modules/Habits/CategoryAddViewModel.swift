import Core

/// The category sheet: the duplicate warning follows the text live (ignoring case and
/// spaces around it); Save is enabled only for a new, non-empty title and is throttled.
public final class CategoryAddViewModel: ViewModel, Sendable {
    public struct Input: Sendable {
        /// The text field after each change.
        public var title: AsyncStream<String>
        /// Save was tapped.
        public var save: AsyncStream<Void>

        public init(title: AsyncStream<String>, save: AsyncStream<Void> = .finished) {
            self.title = title
            self.save = save
        }
    }

    public struct Output: Sendable {
        /// The sheet after every change.
        public let state: AsyncStream<CategoryAddState>
        /// The category was saved (the sheet closes).
        public let saved: AsyncStream<HabitCategory>
        /// Why saving failed.
        public let failure: AsyncStream<UserError>
    }

    private let repository: HabitsRepository
    private let clock: any Clock<Duration>
    private let state = StateRelay(CategoryAddState())
    private let saved = EventRelay<HabitCategory>()
    private let failures = EventRelay<UserError>()

    public init(repository: HabitsRepository, clock: any Clock<Duration>) {
        self.repository = repository
        self.clock = clock
    }

    public func transform(_ input: Input) -> Output {
        let (repository, state, saved, failures) = (repository, state, saved, failures)
        Task.onScreen {
            for await title in input.title {
                let duplicate = (try? await repository.isDuplicateCategory(title)) ?? false
                state.accept(CategoryAddState(title: title, isDuplicate: duplicate))
            }
        }
        Task.onScreen {
            for await _ in input.save.throttle(for: .milliseconds(400), clock: self.clock, latest: false)
            where state.value.canSave {
                do {
                    saved.accept(try await repository.addCategory(state.value.title))
                    state.update { $0.isDuplicate = true }
                } catch {
                    failures.accept(UserError.from(error))
                }
            }
        }
        return Output(state: state.values(), saved: saved.values(), failure: failures.values())
    }
}
