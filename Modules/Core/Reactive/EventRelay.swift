import Synchronization

/// A multicast stream of events without a current value (RxRelay's `PublishRelay`).
///
/// Every call to `values()` is a new subscriber that receives each event accepted
/// after the call. Subscribing registers at once, so events sent right after
/// `values()` returns are never missed.
public final class EventRelay<Element: Sendable>: Sendable {
    private let subscribers = Mutex<[Int: AsyncStream<Element>.Continuation]>([:])
    private let nextID = Atomic<Int>(0)

    public init() {}

    /// Sends `element` to every current subscriber.
    public func accept(_ element: Element) {
        for continuation in subscribers.withLock({ Array($0.values) }) {
            continuation.yield(element)
        }
    }

    /// A new subscription; it ends when `finish()` is called or the consumer stops.
    public func values() -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream<Element>.makeStream()
        let id = nextID.add(1, ordering: .relaxed).newValue
        subscribers.withLock { $0[id] = continuation }
        continuation.onTermination = { [weak self] _ in
            _ = self?.subscribers.withLock { $0.removeValue(forKey: id) }
        }
        return stream
    }

    /// Ends every subscription.
    public func finish() {
        for continuation in subscribers.withLock({ Array($0.values) }) {
            continuation.finish()
        }
    }
}

extension EventRelay where Element == Void {
    /// Sends a tap-like event.
    public func accept() { accept(()) }
}
