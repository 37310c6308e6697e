import Core
import TestSupport
import Testing

/// Tests of different suites run at once; each one on the serial executor must keep it
/// to its end (a search test once lost it midway and waited out its deadline).
@Suite("the serial test executor")
struct SerialTestExecutorTests {
    @Test("a test that asks while another is on the serial executor waits its turn, and keeps the executor to its end")
    func turns() async {
        let order = LockedValue<[String]>([])
        let firstInside = AsyncStream<Void>.makeStream()
        let secondAsking = AsyncStream<Void>.makeStream()
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                await withSerialTestExecutor {
                    order.withLock { $0.append("first in") }
                    firstInside.continuation.finish()
                    for await _ in secondAsking.stream {}
                    order.withLock { $0.append("first out") }
                }
            }
            group.addTask {
                for await _ in firstInside.stream {}
                secondAsking.continuation.finish()
                await withSerialTestExecutor {
                    order.withLock { $0.append("second in") }
                    await Task.yield()
                    #expect(uncheckedUseMainSerialExecutor)
                }
            }
        }
        #expect(order.value == ["first in", "first out", "second in"])
    }
}
