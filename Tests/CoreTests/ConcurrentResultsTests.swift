import Core
import Foundation
import TestSupport
import Testing

@Suite("concurrent results")
struct ConcurrentResultsTests {
    @Test("each element's result comes back in the sequence's order, failures in their place")
    func ordered() async {
        struct Odd: Error {}
        let results = await Array(1...9).concurrentResults(limit: 3) { n in
            // The later elements finish first, so order cannot come from finishing order.
            for _ in 0..<(10 - n) { await Task.yield() }
            if n.isMultiple(of: 2) { return n * 10 }
            throw Odd()
        }
        #expect(results.map { try? $0.get() } == [nil, 20, nil, 40, nil, 60, nil, 80, nil])
    }

    @Test("at most `limit` run at once, and progress counts every finished element")
    func bounded() async {
        let running = LockedValue((now: 0, most: 0))
        let progress = LockedValue<[Int]>([])
        let results = await Array(0..<12).concurrentResults(
            limit: 4, progress: { done in progress.withLock { $0.append(done) } }
        ) { n in
            running.withLock {
                $0.now += 1
                $0.most = max($0.most, $0.now)
            }
            await Task.yield()
            running.withLock { $0.now -= 1 }
            return n
        }
        #expect(results.compactMap { try? $0.get() } == Array(0..<12))
        #expect(running.value.most <= 4)
        #expect(progress.value == Array(1...12))
    }
}
