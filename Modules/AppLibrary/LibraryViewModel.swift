import AsyncAlgorithms
import Core

/// The library tab ("보관함"): sections by genre, live as the library changes, filtered
/// by a search debounced 1 s, a page at a time (only the page shown is read); "삭제"
/// re-checks the store first.
public final class LibraryViewModel: ViewModel, Sendable {
    public struct Input: Sendable {
        /// The search field's text after each keystroke.
        public var query: AsyncStream<String>
        /// A row's "삭제" button, with the app's id.
        public var removeTapped: AsyncStream<AppID>
        /// The search the screen opens with (a link's `?q=`), applied at once, not debounced.
        public var initialQuery: String
        /// The end of the shelf reached (or "더 보기" tapped): one page more.
        public var moreRequested: AsyncStream<Void>
        /// How many apps the screen opens with (an address's `?shown=`); the first page when nil.
        public var initialShown: Int?

        public init(
            query: AsyncStream<String> = .finished, removeTapped: AsyncStream<AppID> = .finished,
            initialQuery: String = "", moreRequested: AsyncStream<Void> = .finished, initialShown: Int? = nil
        ) {
            self.query = query
            self.removeTapped = removeTapped
            self.initialQuery = initialQuery
            self.moreRequested = moreRequested
            self.initialShown = initialShown
        }
    }

    public struct Output: Sendable {
        /// The page shown for the current query, after every change.
        public let shelf: AsyncStream<LibraryPage>
        /// "이미 삭제된 앱입니다" and other problems, as alerts.
        public let alert: AsyncStream<UserError>
    }

    private let repository: LibraryRepository
    private let clock: any Clock<Duration>
    private let alerts = EventRelay<UserError>()

    public init(repository: LibraryRepository, clock: any Clock<Duration>) {
        self.repository = repository
        self.clock = clock
    }

    public func transform(_ input: Input) -> Output {
        let repository = repository
        let alerts = alerts
        let query = input.query
            .debouncing(for: .seconds(1), clock: clock)
            .removeDuplicates()
            .startWith(input.initialQuery)
            .asStream()
        let asked = PageRequest.stream(queries: query, more: input.moreRequested, initialShown: input.initialShown)
        let changes = repository.changes().asStream { alerts.accept(UserError.from($0)) }
        let shelf = LiveReading(on: combineLatest(changes, asked).asStream()) { _, asked in
            let page = asked.page.slice(try await repository.shelf(search: asked.query, limit: asked.page.fetchLimit))
            return LibraryPage(sections: GenreSection.group(page.items), hasMore: page.hasMore)
        }
        Task.onScreen { for await failure in shelf.failure { alerts.accept(failure) } }
        Task.onScreen {
            for await id in input.removeTapped {
                do {
                    _ = try await repository.remove(id: id)
                } catch let error as UserError where error.category == .notFound {
                    // The seed's alert for a row whose app went meanwhile.
                    alerts.accept(
                        UserError(
                            AppLibraryMessages.alreadyDeleted, category: .notFound,
                            details: [AppLibraryMessages.tryRefreshing]))
                } catch {
                    alerts.accept(UserError.from(error))
                }
            }
        }
        return Output(shelf: shelf.values, alert: alerts.values())
    }
}
