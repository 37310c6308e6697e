import AsyncAlgorithms
import Core

/// The album: categories with photos, each by date, live as photos are added or edited;
/// one category or one month (`2024-05`) when picked.
public final class AlbumViewModel: ViewModel, Sendable {
    public struct Input: Sendable {
        /// Only this category (nil: all).
        public var category: AsyncStream<String?>
        /// Only this month, like `2024-05` (nil: every month).
        public var month: AsyncStream<String?>

        public init(category: AsyncStream<String?> = .finished, month: AsyncStream<String?> = .finished) {
            self.category = category
            self.month = month
        }
    }

    public struct Output: Sendable {
        /// The sections after every change.
        public let sections: AsyncStream<[AlbumSection]>
        /// Why reading failed.
        public let failure: AsyncStream<UserError>
    }

    private let repository: HabitsRepository
    private let initial: (category: String?, month: String?)

    /// `category` and `month` are the filters the album opens with (a link, a form sent
    /// without JavaScript).
    public init(repository: HabitsRepository, category: String? = nil, month: String? = nil) {
        self.repository = repository
        initial = (category, month)
    }

    public func transform(_ input: Input) -> Output {
        let repository = repository
        let filter = StateRelay(Filter(category: initial.category, month: initial.month))
        Task.onScreen { for await category in input.category { filter.update { $0.category = category } } }
        Task.onScreen { for await month in input.month { filter.update { $0.month = month } } }
        let album = LiveReading(on: combineLatest(repository.changes(), filter.values()).asStream()) { _, filter in
            try await repository.album(category: filter.category, month: filter.month)
        }
        return Output(sections: album.values, failure: album.failure)
    }

    private struct Filter: Sendable, Equatable {
        var category: String?
        var month: String?
    }
}
