import Foundation
import Synchronization

/// Runs an async operation to its end on the thread that calls `run`, with the child tasks
/// it starts (`async let`, task groups) and the view-model tasks Core starts for it
/// (`Task.onScreen`, the stream operators): a command then needs no thread pool. Starting
/// Dispatch's pool (a worker, its manager, a second worker) and hopping to it was a
/// measurable part of a short command's run. A plain `Task {}` still runs on the shared
/// pool, and so does everything under `onSharedPool`, as a server's requests do.
public final class CallingThreadExecutor: TaskExecutor, @unchecked Sendable {
    // `condition`'s lock guards both; the thread in `drain` sleeps on it.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var finished = false

    private init() {}

    /// The executor of the `run` the current task belongs to, for the tasks it starts.
    @TaskLocal public static var current: CallingThreadExecutor?

    /// `operation`'s result; the calling thread runs its jobs until it returns.
    public static func run<Result: Sendable>(_ operation: sending @escaping () async -> Result) -> Result {
        let executor = CallingThreadExecutor()
        let result = Mutex<Result?>(nil)
        Task(executorPreference: executor) {
            let value = await $current.withValue(executor) { await operation() }
            result.withLock { $0 = value }
            executor.finish()
        }
        executor.drain()
        // `drain` returns only after `finish`, which follows the result.
        return result.withLock { $0! }
    }

    /// Runs `operation`, and the tasks it starts, on the shared pool: work that must run in
    /// parallel (a server's requests) inside a `run`.
    public static func onSharedPool<T: Sendable>(_ operation: () async throws -> T) async rethrows -> T {
        try await $current.withValue(nil) {
            try await withTaskExecutorPreference(globalConcurrentExecutor) { try await operation() }
        }
    }

    /// Queues `job` for the thread in `run` (the runtime calls this).
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
        while let job = nextJob() { job.runSynchronously(on: asUnownedTaskExecutor()) }
    }

    /// The next job, once there is one; nil once the operation has finished. Jobs still
    /// waiting then belong to tasks the operation left behind (a view-model's debounced
    /// search): they must not run after it, when the command has closed its store.
    private func nextJob() -> UnownedJob? {
        condition.lock()
        defer { condition.unlock() }
        while jobs.isEmpty && !finished { condition.wait() }
        return finished ? nil : jobs.removeFirst()
    }
}

extension Task where Failure == Never {
    /// Starts `operation` beside the current task: on the thread of the `run` it belongs
    /// to, else on the shared pool (how Core's view-model tasks start).
    static func alongside(_ operation: sending @escaping () async -> Success) -> Task<Success, Never> {
        Task(executorPreference: CallingThreadExecutor.current, operation: operation)
    }
}
