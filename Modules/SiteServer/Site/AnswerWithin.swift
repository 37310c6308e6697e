import Synchronization

/// `read`'s answer, or nil when it fails or takes longer than `patience`: a database that
/// is restarting may keep a read waiting for long. The read is left to finish on its own
/// (a database client may not stop at once when cancelled).
func answer<Value: Sendable>(
    within patience: Duration, _ read: @escaping @Sendable () async throws -> Value
) async -> Value? {
    await withCheckedContinuation { (continuation: CheckedContinuation<Value?, Never>) in
        let once = ResumeOnce(continuation)
        Task { once.resume(returning: try? await read()) }
        Task {
            try? await Task.sleep(for: patience)
            once.resume(returning: nil)
        }
    }
}

/// A continuation resumed by whichever of two tasks comes first. A class, so both tasks
/// share one lock that outlives the function that made it.
private final class ResumeOnce<Value: Sendable>: Sendable {
    private let continuation: Mutex<CheckedContinuation<Value?, Never>?>

    init(_ continuation: CheckedContinuation<Value?, Never>) {
        self.continuation = Mutex(continuation)
    }

    func resume(returning value: Value?) {
        continuation.withLock { $0.take() }?.resume(returning: value)
    }
}
