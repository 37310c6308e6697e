import AsyncAlgorithms
import Core
import TestSupport
import Testing

@Suite("flatMapLatest", .serialized)
struct CombiningOperatorTests {
    @Test("a new term cancels the search still running for the old one")
    func flatMapLatestCancelsPrevious() async {
        await withSerialTestExecutor {
            let clock = TestClock()
            let terms = EventRelay<String>()
            let started = LockedValue<[String]>([])
            let results = terms.values().mapLatest { term -> String in
                started.withLock { $0.append(term) }
                // "slow" answers after 5 s, the rest after 1 s.
                try? await clock.sleep(for: term == "slow" ? .seconds(5) : .seconds(1))
                return "results for \(term)"
            }
            let recorder = OutputRecorder(results)
            terms.accept("slow")
            await Task.megaYield()
            terms.accept("fast")
            await clock.advance(by: .seconds(1))
            #expect(await recorder.next() == "results for fast")
            await clock.advance(by: .seconds(10))
            #expect(recorder.values == ["results for fast"])
            #expect(started.value == ["slow", "fast"])
        }
    }

    @Test("flatMapLatest forwards every value of the current inner sequence")
    func flatMapLatestForwardsInner() async {
        let source = EventRelay<Int>()
        let recorder = OutputRecorder(source.values().flatMapLatest { n in [n, n * 10].async })
        source.accept(2)
        #expect(await recorder.waitFor(count: 2) == [2, 20])
    }
}
