import Foundation

/// Runs blocking `work` (waiting for a child process, a pipe or a terminal) on a new
/// thread and resumes with its result, so the 2-thread cooperative pool stays free for
/// in-process servers (StubAPI) and other tests.
func offPool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: work()) }.start()
    }
}
