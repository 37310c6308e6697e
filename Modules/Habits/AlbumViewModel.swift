import AsyncAlgorithms
import Core

/// The album: categories with photos, each by date, live as photos are added or edited.
public final class AlbumViewModel: ViewModel, Sendable {
    public struct Input: Sendable {
        /// Only this category (nil: all).
        public var category: AsyncStream<String?>

        public init(category: AsyncStream<String?> = .finished) {
            self.category = category
        }
    }

    public struct Output: Sendable {
        /// The sections after every change.
        public let sections: AsyncStream<[AlbumSection]>
        /// Why reading failed.
        public let failure: AsyncStream<UserError>
    }

    private let repository: HabitsRepository

    public init(repository: HabitsRepository) {
        self.repository = repository
    }

    public func transform(_ input: Input) -> Output {
        let repository = repository
        let filter = StateRelay<String?>(nil)
        let sections = StateRelay<[AlbumSection]?>(nil)
        let failures = EventRelay<UserError>()
        Task.onScreen { for await category in input.category { filter.accept(category) } }
        Task.onScreen {
            for await (_, category) in combineLatest(repository.changes(), filter.values()) {
                do {
                    sections.accept(try await repository.album(category: category))
                } catch {
                    failures.accept(UserError.from(error))
                }
            }
        }
        return Output(sections: sections.values().compactMapStream { $0 }.removeDuplicates().asStream(), failure: failures.values())
    }
}
