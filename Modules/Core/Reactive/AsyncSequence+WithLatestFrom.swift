extension AsyncSequence where Self: Sendable, Element: Sendable, Failure == Never {
    /// RxSwift's `withLatestFrom`: each element is paired with the latest value of
    /// `other`; elements that arrive before `other` has produced anything are dropped.
    public func withLatestFrom<Other: AsyncSequence & Sendable>(
        _ other: Other
    ) -> AsyncStream<(Element, Other.Element)> where Other.Element: Sendable, Other.Failure == Never {
        AsyncStream { continuation in
            let latest = LockedValue<Other.Element?>(nil)
            let observer = Task {
                for await value in other {
                    latest.withLock { $0 = value }
                }
            }
            let task = Task {
                for await element in self {
                    if let value = latest.value {
                        continuation.yield((element, value))
                    }
                }
                observer.cancel()
                continuation.finish()
            }
            continuation.onTermination = { _ in
                task.cancel()
                observer.cancel()
            }
        }
    }

    /// `withLatestFrom` for a state relay: reads its current value synchronously, so
    /// an element is never paired with a stale value or dropped.
    public func withLatestFrom<Value: Sendable>(
        _ relay: StateRelay<Value>
    ) -> AsyncStream<(Element, Value)> {
        AsyncStream { continuation in
            let task = Task {
                for await element in self {
                    continuation.yield((element, relay.value))
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
