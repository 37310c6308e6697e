extension AsyncSequence where Self: Sendable, Element: Sendable, Failure == Never {
    /// `map` as an `AsyncStream`, so view-model outputs keep one concrete, Sendable type.
    public func mapStream<T: Sendable>(_ transform: @escaping @Sendable (Element) -> T) -> AsyncStream<T> {
        AsyncStream { continuation in
            let task = Task.alongside {
                for await value in self { continuation.yield(transform(value)) }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

extension AsyncStream {
    /// A stream that has already ended: an input a screen does not use.
    public static var finished: AsyncStream<Element> {
        AsyncStream { $0.finish() }
    }
}

extension AsyncSequence where Self: Sendable, Element: Sendable, Failure == Never {
    /// `compactMap` as an `AsyncStream`.
    public func compactMapStream<T: Sendable>(_ transform: @escaping @Sendable (Element) -> T?) -> AsyncStream<T> {
        AsyncStream { continuation in
            let task = Task.alongside {
                for await value in self {
                    if let mapped = transform(value) { continuation.yield(mapped) }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

extension AsyncSequence where Self: Sendable, Element: Sendable {
    /// The sequence as a non-throwing `AsyncStream`; a failure ends it after being
    /// handed to `onFailure` (a screen shows it as a message, the stream stays typed).
    public func asStream(onFailure: @escaping @Sendable (any Error) -> Void = { _ in }) -> AsyncStream<Element> {
        AsyncStream { continuation in
            let task = Task.alongside {
                do {
                    for try await value in self { continuation.yield(value) }
                } catch {
                    onFailure(error)
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

extension AsyncSequence where Self: Sendable, Element: Sendable, Failure == Never {
    /// Each element with whether it is the first: what a screen draws differently before
    /// anything is typed (a new, empty form lists no problems yet).
    public func markingFirst() -> AsyncStream<(element: Element, isFirst: Bool)> {
        let first = LockedValue(true)
        return mapStream { element in
            (
                element,
                first.withLock { isFirst in
                    defer { isFirst = false }
                    return isFirst
                }
            )
        }
    }
}
