import Core
import Foundation
import TestSupport
import Testing

@Suite("calling-thread executor")
struct CallingThreadExecutorTests {
    /// The thread running now, as a number to compare (a `pthread_t` is not `Sendable`).
    private static func currentThread() -> UInt { UInt(bitPattern: Int(bitPattern: UInt(pthread_self()))) }

    /// Runs `body` on a thread of its own, as `mosaic`'s main thread runs a command: the
    /// executor blocks its caller, which must not be one of the cooperative pool's two
    /// threads (held, it left every other test of the run one thread for half a minute).
    private func onOwnThread<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Value {
        await OwnThread.run(body)
    }

    @Test("the operation, its child tasks and its resumptions after work elsewhere all run on the caller's thread")
    func oneThread() async {
        let (caller, threads) = await onOwnThread {
            (Self.currentThread(), CallingThreadExecutor.run { await Self.threadsOfOneOperation() })
        }
        #expect(threads.0.count == 7)
        #expect(threads.0.allSatisfy { $0 == caller })
        #expect(threads.1 != caller)
    }

    /// The threads an operation, its child tasks and its resumptions run on, and the thread
    /// of work sent elsewhere.
    private static func threadsOfOneOperation() async -> ([UInt], UInt) {
        var seen = [Self.currentThread()]
        async let first = Self.currentThread()
        async let second = Self.currentThread()
        seen += await [first, second]
        let elsewhere = await OwnThread.run { Self.currentThread() }
        seen.append(Self.currentThread())
        let grouped = await withTaskGroup(of: UInt.self) { group in
            for _ in 0..<3 { group.addTask { Self.currentThread() } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        return (seen + grouped, elsewhere)
    }

    /// The threads a view-model's kinds of task run on: `Task.onScreen`, then `mapStream`.
    private static func viewModelThreads() async -> [UInt] {
        await Task.onScreen {}.value
        let screenThread = await withCheckedContinuation { continuation in
            _ = Task.onScreen { continuation.resume(returning: Self.currentThread()) }
        }
        let (numbers, input) = AsyncStream.makeStream(of: Int.self)
        let mapped = numbers.mapStream { _ in Self.currentThread() }
        input.yield(1)
        input.finish()
        var threads = [screenThread]
        for await thread in mapped { threads.append(thread) }
        return threads
    }

    @Test("a view-model's tasks (onScreen, the stream operators) run on the caller's thread too")
    func viewModelTasks() async {
        let (caller, threads) = await onOwnThread {
            (Self.currentThread(), CallingThreadExecutor.run { await Self.viewModelThreads() })
        }
        #expect(threads == [caller, caller])
    }

    @Test("work under onSharedPool, and the tasks it starts, run on the shared pool; the result comes back")
    func sharedPool() async {
        let (caller, threads) = await onOwnThread {
            let threads = CallingThreadExecutor.run {
                await CallingThreadExecutor.onSharedPool { [Self.currentThread()] + (await Self.viewModelThreads()) }
            }
            return (Self.currentThread(), threads)
        }
        #expect(threads.count == 3)
        #expect(!threads.contains(caller))
    }

    @Test("once the operation returns, a task it left behind does not run any more (the command has closed its store)")
    func leftBehind() async {
        let ran = LockedValue(false)
        let value = await onOwnThread {
            CallingThreadExecutor.run {
                Task.onScreen { ran.withLock { $0 = true } }
                return 1
            }
        }
        #expect(value == 1)
        #expect(!ran.value)
    }

    @Test("the operation's value is returned once it ends, after every await")
    func result() async {
        let value = await onOwnThread {
            CallingThreadExecutor.run {
                var total = 0
                for step in 1...100 {
                    await Task.yield()
                    total += step
                }
                return total
            }
        }
        #expect(value == 5050)
    }
}
