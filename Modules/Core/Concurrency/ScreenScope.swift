import Synchronization

/// The tasks a screen's view-model starts, so a front can stop them when the screen goes
/// away (a web page closed). A front runs `transform` inside `run`; every `Task.onScreen`
/// started there, or by a task started there, belongs to the scope. Without a scope (the
/// terminal, tests) the tasks simply run until their inputs finish.
public final class ScreenScope: Sendable {
    @TaskLocal public static var current: ScreenScope?

    private let tasks = Mutex<[Task<Void, Never>]?>([])
    private let started = Atomic<Int>(0)

    public init() {}

    /// Runs `body` so the tasks it starts belong to this scope.
    @discardableResult
    public func run<T>(_ body: () throws -> T) rethrows -> T {
        try ScreenScope.$current.withValue(self) { try body() }
    }

    /// Cancels every task of the scope, and any started later.
    public func close() {
        let running = tasks.withLock { tasks in
            defer { tasks = nil }
            return tasks ?? []
        }
        for task in running { task.cancel() }
    }

    /// Cancels every task of the scope, and any started later, then waits until each has
    /// ended: once it returns, nothing the screen started is still running.
    public func closeAndWait() async {
        let running = tasks.withLock { tasks in
            defer { tasks = nil }
            return tasks ?? []
        }
        for task in running { task.cancel() }
        for task in running { await task.value }
    }

    /// How many tasks the scope has been given.
    public var taskCount: Int { started.load(ordering: .relaxed) }

    /// Whether `close()` has run.
    public var isClosed: Bool { tasks.withLock { $0 == nil } }

    fileprivate func adopt(_ task: Task<Void, Never>) {
        started.add(1, ordering: .relaxed)
        let adopted = tasks.withLock { tasks in
            guard tasks != nil else { return false }
            tasks?.removeAll { $0.isCancelled }
            tasks?.append(task)
            return true
        }
        if !adopted { task.cancel() }
    }
}

extension Task where Success == Void, Failure == Never {
    /// Starts `operation` as a task of the current screen: a front that closes the screen
    /// (`ScreenScope.close()`) cancels it.
    @discardableResult
    public static func onScreen(_ operation: sending @escaping @isolated(any) () async -> Void) -> Task<Void, Never> {
        let task = Task.alongside(operation)
        ScreenScope.current?.adopt(task)
        return task
    }
}
