import AsyncAlgorithms
import Core

extension LiveSession {
    /// Each of `values` with a page of its list (`items`): the address's `?shown=` first, a
    /// page more each time the page sends `more` (its `ListFooter` scrolled into view). For
    /// a list a view-model keeps whole and short enough to hold (listings, likes, an
    /// album): what is sent stays one page, whatever the list's length.
    public func paged<Value: Sendable, Item: Sendable>(
        _ values: AsyncStream<Value>, items: @escaping @Sendable (Value) -> [Item], more event: LiveEvent,
        _ request: WebRequest
    ) -> AsyncStream<(Value, ListSlice<Item>)> {
        let page = StateRelay(ListPage(shown: ListFooter.shownRequested(request)))
        let more = taps(event)
        run { Task.onScreen { for await _ in more { page.update { $0 = $0.next } } } }
        return combineLatest(values, page.values()).asStream().mapStream { value, page in
            (value, page.slice(items(value)))
        }
    }
}
