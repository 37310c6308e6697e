import Foundation
import Synchronization

/// Runs an async operation to its end on the thread that calls `run`, and every child
/// task it starts (`async let`, task groups) there too: a command then needs no thread
/// pool. Starting Dispatch's pool (a worker, its manager, a second worker) and hopping to
/// it was a measurable part of a short command's run. Unstructured tasks (`Task {}`) still
/// run on the shared pool, and so does code that asks for it with
/// `withTaskExecutorPreference(globalConcurrentExecutor)`, as a server does.
public final class CallingThreadExecutor: TaskExecutor, @unchecked Sendable {
    // `condition`'s lock guards both; the thread in `drain` sleeps on it.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var finished = false

    private init() {}

    /// `operation`'s result; the calling thread runs its jobs until it returns.
    public static func run<Result: Sendable>(_ operation: sending @escaping () async -> Result) -> Result {
        let executor = CallingThreadExecutor()
        let result = Mutex<Result?>(nil)
        Task(executorPreference: executor) {
            let value = await operation()
            result.withLock { $0 = value }
            executor.finish()
        }
        executor.drain()
        // `drain` returns only after `finish`, which follows the result.
        return result.withLock { $0! }
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func finish() {
        condition.lock()
        finished = true
        condition.signal()
        condition.unlock()
    }

    /// Runs jobs as they come, sleeping while there are none, until the operation finishes.
    private func drain() {
        while true {
            condition.lock()
            while jobs.isEmpty && !finished { condition.wait() }
            let batch = jobs
            jobs.removeAll(keepingCapacity: true)
            let done = finished && batch.isEmpty
            condition.unlock()
            if done { return }
            for job in batch { job.runSynchronously(on: asUnownedTaskExecutor()) }
        }
    }
}
