import AsyncAlgorithms

extension AsyncSequence where Self: Sendable, Element: Sendable {
    /// AsyncAlgorithms' `debounce` for the injected `any Clock<Duration>` view-models
    /// hold (the live clock, or a `TestClock` in tests). A name of its own, so that it
    /// can never resolve to itself.
    public func debouncing(for interval: Duration, clock: any Clock<Duration>) -> AsyncStream<Element> {
        func debounced<C: Clock>(_ clock: C) -> AsyncStream<Element> where C.Duration == Duration {
            debounce(for: interval, clock: clock).asStream()
        }
        return debounced(clock)
    }
}
