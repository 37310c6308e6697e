import Synchronization

/// A value that changes over time and that many subscribers can read (RxRelay's
/// `BehaviorRelay`). A new subscriber first receives the current value.
public final class StateRelay<Value: Sendable>: Sendable {
    private struct State {
        var value: Value
        var subscribers = Subscribers<Value>()
    }

    private let state: Mutex<State>

    public init(_ value: Value) {
        state = Mutex(State(value: value))
    }

    /// The current value.
    public var value: Value {
        state.withLock { $0.value }
    }

    /// Replaces the value and sends it to every subscriber.
    public func accept(_ value: Value) {
        let continuations = state.withLock { state in
            state.value = value
            return state.subscribers.continuations
        }
        for continuation in continuations {
            continuation.yield(value)
        }
    }

    /// Changes the value in place and sends the result to every subscriber.
    public func update(_ change: (inout Value) -> Void) {
        let (value, continuations) = state.withLock { state in
            change(&state.value)
            return (state.value, state.subscribers.continuations)
        }
        for continuation in continuations {
            continuation.yield(value)
        }
    }

    /// A new subscription that starts with the current value.
    public func values() -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream<Value>.makeStream()
        let id = state.withLock { state in
            continuation.yield(state.value)
            return state.subscribers.add(continuation)
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.subscribers.remove(id) }
        }
        return stream
    }

    /// Ends every subscription.
    public func finish() {
        for continuation in state.withLock({ $0.subscribers.continuations }) {
            continuation.finish()
        }
    }
}
