import AsyncAlgorithms
import Core

/// The album: categories with photos, each by date, live as photos are added or edited;
/// one category or one month (`2024-05`) when picked; a page of photos at a time, only the
/// page shown read.
public final class AlbumViewModel: ViewModel, Sendable {
    public struct Input: Sendable {
        /// Only this category (nil: all).
        public var category: AsyncStream<String?>
        /// Only this month, like `2024-05` (nil: every month).
        public var month: AsyncStream<String?>
        /// The end of the album reached (or "더 보기" tapped): one page more.
        public var moreRequested: AsyncStream<Void>
        /// How many photos the screen opens with (an address's `?shown=`); the first page when nil.
        public var initialShown: Int?

        public init(
            category: AsyncStream<String?> = .finished, month: AsyncStream<String?> = .finished,
            moreRequested: AsyncStream<Void> = .finished, initialShown: Int? = nil
        ) {
            self.category = category
            self.month = month
            self.moreRequested = moreRequested
            self.initialShown = initialShown
        }
    }

    public struct Output: Sendable {
        /// The page shown after every change.
        public let album: AsyncStream<AlbumPage>
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
        // Another category or month starts again at the first page.
        let asked = PageRequest.stream(
            queries: filter.values(), more: input.moreRequested, initialShown: input.initialShown)
        let album = LiveReading(on: combineLatest(repository.changes(), asked).asStream()) { _, asked in
            let (filter, page) = (asked.query, asked.page)
            let sections = try await repository.album(
                category: filter.category, month: filter.month, limit: page.fetchLimit)
            let shown = AlbumSection.first(page.shown, of: sections)
            return AlbumPage(sections: shown, hasMore: sections.reduce(0) { $0 + $1.photoCount } > page.shown)
        }
        return Output(album: album.values, failure: album.failure)
    }

    private struct Filter: Sendable, Equatable {
        var category: String?
        var month: String?
    }
}
