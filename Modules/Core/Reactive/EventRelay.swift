import Synchronization

/// A multicast stream of events without a current value (RxRelay's `PublishRelay`).
///
/// Every call to `values()` is a new subscriber that receives each event accepted
/// after the call. Subscribing registers at once, so events sent right after
/// `values()` returns are never missed.
public final class EventRelay<Element: Sendable>: Sendable {
    private let subscribers = Mutex(Subscribers<Element>())

    public init() {}

    /// Sends `element` to every current subscriber.
    public func accept(_ element: Element) {
        for continuation in subscribers.withLock({ $0.continuations }) {
            continuation.yield(element)
        }
    }

    /// A new subscription; it ends when `finish()` is called or the consumer stops.
    public func values() -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream<Element>.makeStream()
        let id = subscribers.withLock { $0.add(continuation) }
        continuation.onTermination = { [weak self] _ in
            _ = self?.subscribers.withLock { $0.remove(id) }
        }
        return stream
    }

    /// Ends every subscription.
    public func finish() {
        for continuation in subscribers.withLock({ $0.continuations }) {
            continuation.finish()
        }
    }
}

extension EventRelay where Element == Void {
    /// Sends a tap-like event.
    public func accept() { accept(()) }
}
