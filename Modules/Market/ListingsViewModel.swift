import AsyncAlgorithms
import Core

/// The listings screen: filters, a debounced text search, and a page of the matching
/// listings (more as the person reaches its end), read again when the filters change or the
/// store does. Only the page shown is read, so a market of 10,000 opens as fast as one of 40.
public final class ListingsViewModel: ViewModel, Sendable {
    public struct Input: Sendable {
        /// The filters and order (everything but the search text), after each change.
        public var criteria: AsyncStream<ListingCriteria>
        /// The search field's text after each keystroke (debounced 300 ms).
        public var searchText: AsyncStream<String>
        /// The search the screen opens with (a link's `?q=`), applied at once, not debounced.
        public var initialSearchText: String
        /// The end of the list reached (or "더 보기" tapped): one page more.
        public var moreRequested: AsyncStream<Void>
        /// How many listings the screen opens with (an address's `?shown=`); the first page when nil.
        public var initialShown: Int?

        public init(
            criteria: AsyncStream<ListingCriteria>, searchText: AsyncStream<String> = .finished,
            initialSearchText: String = "", moreRequested: AsyncStream<Void> = .finished, initialShown: Int? = nil
        ) {
            self.criteria = criteria
            self.searchText = searchText
            self.initialSearchText = initialSearchText
            self.moreRequested = moreRequested
            self.initialShown = initialShown
        }
    }

    public struct Output: Sendable {
        /// The listings shown, in the chosen order, and whether more match.
        public let listings: AsyncStream<ListSlice<Listing>>
        /// A storage problem, as a message for the screen.
        public let failure: AsyncStream<Message>
    }

    private let repository: ListingRepository
    private let clock: any Clock<Duration>
    private let failures = EventRelay<Message>()

    public init(repository: ListingRepository, clock: any Clock<Duration>) {
        self.repository = repository
        self.clock = clock
    }

    public func transform(_ input: Input) -> Output {
        let repository = repository
        let failures = failures
        let text = input.searchText
            .debouncing(for: .milliseconds(300), clock: clock)
            .removeDuplicates()
            .startWith(input.initialSearchText)
            .asStream()
        let queries = combineLatest(input.criteria, text).asStream().mapStream { criteria, text in
            var criteria = criteria
            criteria.searchText = text
            return criteria
        }
        let asked = PageRequest.stream(
            queries: queries, more: input.moreRequested, initialShown: input.initialShown)
        let changes = repository.changes().asStream { failures.accept(UserError.from($0).message) }
        let listings = LiveReading(on: combineLatest(changes, asked).asStream()) { _, asked in
            asked.page.slice(try await repository.listings(asked.query, limit: asked.page.fetchLimit))
        }
        Task.onScreen { for await failure in listings.failure { failures.accept(failure.message) } }
        return Output(listings: listings.values, failure: failures.values())
    }
}
