import Synchronization

extension AsyncSequence where Self: Sendable, Element: Sendable, Failure == Never {
    /// RxSwift's `flatMapLatest`: each element starts a new inner sequence and cancels
    /// the one before, so a slow old result can never arrive after a newer one.
    public func flatMapLatest<Inner: AsyncSequence & Sendable>(
        _ transform: @escaping @Sendable (Element) -> Inner
    ) -> AsyncStream<Inner.Element> where Inner.Element: Sendable, Inner.Failure == Never {
        AsyncStream { continuation in
            let inner = LatestInnerTask<Inner.Element>(output: continuation)
            let outer = Task.alongside {
                for await element in self {
                    inner.replace(with: transform(element))
                }
                await inner.waitForCurrent()
                continuation.finish()
            }
            continuation.onTermination = { _ in
                outer.cancel()
                inner.cancel()
            }
        }
    }

    /// `mapLatest` for work that can fail: a failure goes to `onFailure` and emits
    /// nothing; work cancelled because a newer element arrived is dropped silently
    /// (it is not a failure the user should hear about).
    public func tryMapLatest<Value: Sendable>(
        _ transform: @escaping @Sendable (Element) async throws -> Value,
        onFailure: @escaping @Sendable (any Error) -> Void
    ) -> AsyncStream<Value> {
        mapLatest { element -> Value? in
            do {
                return try await transform(element)
            } catch {
                if !Task.isCancelled, !(error is CancellationError) { onFailure(error) }
                return nil
            }
        }
        .compactMapStream { $0 }
    }

    /// `flatMapLatest` for one async result per element (a search, a fetch): a new
    /// element cancels the work still running for the previous one.
    public func mapLatest<Value: Sendable>(
        _ transform: @escaping @Sendable (Element) async -> Value
    ) -> AsyncStream<Value> {
        flatMapLatest { element in
            AsyncStream<Value> { continuation in
                let task = Task.alongside {
                    let value = await transform(element)
                    if !Task.isCancelled { continuation.yield(value) }
                    continuation.finish()
                }
                continuation.onTermination = { _ in task.cancel() }
            }
        }
    }
}

/// The one inner sequence of a `flatMapLatest` that may still emit.
final class LatestInnerTask<Element: Sendable>: Sendable {
    private let output: AsyncStream<Element>.Continuation
    private let current = Mutex<(generation: Int, task: Task<Void, Never>?)>((0, nil))

    init(output: AsyncStream<Element>.Continuation) {
        self.output = output
    }

    func replace<Inner: AsyncSequence & Sendable>(with sequence: Inner)
    where Inner.Element == Element, Inner.Failure == Never {
        current.withLock { state in
            state.task?.cancel()
            state.generation += 1
            let generation = state.generation
            state.task = Task.alongside { [output] in
                for await value in sequence {
                    // A cancelled inner sequence may still deliver one value; drop it.
                    guard !Task.isCancelled, self.isCurrent(generation) else { return }
                    output.yield(value)
                }
            }
        }
    }

    func waitForCurrent() async {
        await current.withLock { $0.task }?.value
    }

    func cancel() {
        current.withLock { $0.task?.cancel() }
    }

    private func isCurrent(_ generation: Int) -> Bool {
        current.withLock { $0.generation == generation }
    }
}
