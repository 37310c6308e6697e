import AsyncAlgorithms
import Core

/// The listings screen: filters, a debounced text search, and the matching listings,
/// refreshed when the filters change or the store does.
public final class ListingsViewModel: ViewModel, Sendable {
    public struct Input: Sendable {
        /// The filters and order (everything but the search text), after each change.
        public var criteria: AsyncStream<ListingCriteria>
        /// The search field's text after each keystroke (debounced 300 ms).
        public var searchText: AsyncStream<String>
        /// The search the screen opens with (a link's `?q=`), applied at once, not debounced.
        public var initialSearchText: String

        public init(
            criteria: AsyncStream<ListingCriteria>, searchText: AsyncStream<String> = .finished,
            initialSearchText: String = ""
        ) {
            self.criteria = criteria
            self.searchText = searchText
            self.initialSearchText = initialSearchText
        }
    }

    public struct Output: Sendable {
        /// The listings that match, in the chosen order.
        public let listings: AsyncStream<[Listing]>
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
        let changes = repository.observeAll()
            .asStream { failures.accept(UserError.from($0).message) }
            .mapStream { _ in 0 }
        let wanted = combineLatest(input.criteria, text, changes).asStream().mapStream { criteria, text, _ in
            var criteria = criteria
            criteria.searchText = text
            return criteria
        }
        let listings = wanted.tryMapLatest(
            { try await repository.listings($0) },
            onFailure: { failures.accept(UserError.from($0).message) })
        return Output(listings: listings, failure: failures.values())
    }
}
