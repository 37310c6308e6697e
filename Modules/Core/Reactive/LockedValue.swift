import Synchronization

/// A value shared between tasks behind a lock (a `Mutex` that closures can capture).
public final class LockedValue<Value: Sendable>: Sendable {
    private let storage: Mutex<Value>

    public init(_ value: Value) {
        storage = Mutex(value)
    }

    /// The current value.
    public var value: Value { storage.withLock { $0 } }

    /// Changes the value under the lock and returns what `body` returns.
    @discardableResult
    public func withLock<T: Sendable>(_ body: (inout Value) -> T) -> T {
        storage.withLock { body(&$0) }
    }
}
