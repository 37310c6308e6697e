/// The elements of both sequences as they come, ending once both have ended: what
/// swift-async-algorithms' `merge` does, without its lock. Its `MergeStorage.next()` holds a
/// lock across a continuation's registration, and this toolchain may run other work on that
/// thread first, which then waits on the same lock forever (apple/swift-async-algorithms#430).
/// Here each side is read by its own child task, which yields into an `AsyncStream`
/// continuation (thread-safe, never held across a suspension); cancelling the reader or
/// dropping the stream cancels both.
public func fanIn<First: AsyncSequence & Sendable, Second: AsyncSequence & Sendable>(
    _ first: First, _ second: Second
) -> AsyncStream<First.Element>
where First.Element: Sendable, Second.Element == First.Element, First.Failure == Never, Second.Failure == Never {
    AsyncStream { continuation in
        let task = Task.alongside {
            await withDiscardingTaskGroup { group in
                group.addTask {
                    for await element in first { continuation.yield(element) }
                }
                group.addTask {
                    for await element in second { continuation.yield(element) }
                }
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
    }
}
