import AsyncAlgorithms
import Core

/// The search tab ("검색"): typing is debounced 300 ms and a query ignored when unchanged;
/// the query a screen opens with is searched at once; a newer query cancels the search
/// still running for an older one. A page of matches at a time: only those are read.
public final class PerfumeSearchViewModel: ViewModel, Sendable {
    public struct Input: Sendable {
        /// The search bar's text after each keystroke.
        public var query: AsyncStream<String>
        /// The query the screen opens with (an address's `?q=`), searched at once, not
        /// debounced; nil searches nothing until a query is typed.
        public var initialQuery: String?
        /// The end of the results reached (or "더 보기" tapped): one page more.
        public var moreRequested: AsyncStream<Void>
        /// How many matches the screen opens with (an address's `?shown=`); the first page when nil.
        public var initialShown: Int?

        public init(
            query: AsyncStream<String>, initialQuery: String? = nil, moreRequested: AsyncStream<Void> = .finished,
            initialShown: Int? = nil
        ) {
            self.query = query
            self.initialQuery = initialQuery
            self.moreRequested = moreRequested
            self.initialShown = initialShown
        }
    }

    public struct Output: Sendable {
        /// The results for each settled query.
        public let results: AsyncStream<PerfumeSearchResults>
        /// A storage problem, as a message for the screen.
        public let failure: AsyncStream<Message>
    }

    private let repository: PerfumeRepository
    private let clock: any Clock<Duration>
    private let limit: Int?
    private let failures = EventRelay<Message>()

    /// `limit` caps the rows shown (a terminal shows a screenful, with no page more); nil pages.
    public init(repository: PerfumeRepository, clock: any Clock<Duration>, limit: Int? = nil) {
        self.repository = repository
        self.clock = clock
        self.limit = limit
    }

    public func transform(_ input: Input) -> Output {
        let repository = repository
        let failures = failures
        let limit = limit
        let typed = input.query.debouncing(for: .milliseconds(300), clock: clock)
        let queries = input.initialQuery.map { typed.startWith($0).asStream() } ?? typed
        let asked = PageRequest.stream(
            queries: queries.removeDuplicates().asStream(), more: input.moreRequested,
            initialShown: input.initialShown)
        let results = asked.tryMapLatest(
            { asked in
                if let limit {
                    return PerfumeSearchResults(
                        query: asked.query, entries: try await repository.search(asked.query, limit: limit))
                }
                let page = asked.page.slice(try await repository.search(asked.query, limit: asked.page.fetchLimit))
                return PerfumeSearchResults(query: asked.query, entries: page.items, hasMore: page.hasMore)
            }, onFailure: { failures.accept(UserError.from($0).message) })
        return Output(results: results, failure: failures.values())
    }
}

/// What the search tab shows for one query.
public struct PerfumeSearchResults: Sendable, Equatable {
    /// The query as typed.
    public let query: String
    /// The matches, best first.
    public let entries: [PerfumeEntry]
    /// Whether more matches follow those shown (the screen offers "더 보기").
    public let hasMore: Bool

    public init(query: String, entries: [PerfumeEntry], hasMore: Bool = false) {
        self.query = query
        self.entries = entries
        self.hasMore = hasMore
    }

    /// The matches shown and whether more follow, as a paged list shows them.
    public var page: ListSlice<PerfumeEntry> { ListSlice(items: entries, hasMore: hasMore) }

    /// "검색어를 입력해 주세요" for an empty query, "no match" when nothing matched, else nil.
    public var hint: Message? {
        if query.trimmingWhitespace.isEmpty { return PerfumeMessages.searchPlaceholder }
        return entries.isEmpty ? PerfumeMessages.noResults : nil
    }
}
