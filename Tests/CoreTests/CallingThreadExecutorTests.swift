import Core
import Foundation
import TestSupport
import Testing

@Suite("calling-thread executor")
struct CallingThreadExecutorTests {
    /// The thread running now, as a number to compare (a `pthread_t` is not `Sendable`).
    private static func currentThread() -> UInt { UInt(bitPattern: Int(bitPattern: UInt(pthread_self()))) }

    @Test("the operation, its child tasks and its resumptions after work elsewhere all run on the caller's thread")
    func oneThread() {
        let caller = Self.currentThread()
        let threads = CallingThreadExecutor.run {
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
        #expect(threads.0.count == 7)
        #expect(threads.0.allSatisfy { $0 == caller })
        #expect(threads.1 != caller)
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
    func viewModelTasks() {
        let caller = Self.currentThread()
        let threads = CallingThreadExecutor.run { await Self.viewModelThreads() }
        #expect(threads == [caller, caller])
    }

    @Test("work under onSharedPool, and the tasks it starts, run on the shared pool; the result comes back")
    func sharedPool() {
        let caller = Self.currentThread()
        let threads = CallingThreadExecutor.run {
            await CallingThreadExecutor.onSharedPool { [Self.currentThread()] + (await Self.viewModelThreads()) }
        }
        #expect(threads.count == 3)
        #expect(!threads.contains(caller))
    }

    @Test("once the operation returns, a task it left behind does not run any more (the command has closed its store)")
    func leftBehind() {
        let ran = LockedValue(false)
        let value = CallingThreadExecutor.run {
            Task.onScreen { ran.withLock { $0 = true } }
            return 1
        }
        #expect(value == 1)
        #expect(!ran.value)
    }

    @Test("the operation's value is returned once it ends, after every await")
    func result() {
        let value = CallingThreadExecutor.run {
            var total = 0
            for step in 1...100 {
                await Task.yield()
                total += step
            }
            return total
        }
        #expect(value == 5050)
    }
}
