import AsyncAlgorithms

/// What a paged list asks its store for: the screen's query (its filters, order or search)
/// and how much of the list it shows.
public struct PageRequest<Query: Sendable & Equatable>: Sendable, Equatable {
    /// The filters, order or search the list is read with.
    public var query: Query
    /// How many of its items are shown.
    public var page: ListPage

    /// Each query with its page, as a paged screen asks: the first query at `initialShown`
    /// (an address's `?shown=`), each later one from the first page again, and one page more
    /// on each `more` (the end of the list reached). Runs on the current screen.
    public static func stream(
        queries: AsyncStream<Query>, more: AsyncStream<Void>, initialShown: Int?
    ) -> AsyncStream<PageRequest<Query>> {
        let request = StateRelay<PageRequest<Query>?>(nil)
        Task.onScreen {
            for await query in queries {
                request.update { $0 = PageRequest(query: query, page: ListPage(shown: $0 == nil ? initialShown : nil)) }
            }
        }
        Task.onScreen {
            for await _ in more {
                request.update { asked in
                    if let page = asked?.page { asked?.page = page.next }
                }
            }
        }
        return request.values().compactMapStream { $0 }.removeDuplicates().asStream()
    }
}
