import Core
import TestSupport
import Testing

@Suite("debouncing and stream helpers", .serialized)
struct StreamHelperTests {
    @Test("debouncing with an injected clock emits only after 300 ms of quiet")
    func debouncing() async {
        await withSerialTestExecutor {
            let clock = TestClock()
            let typed = EventRelay<String>()
            let clockForViewModel: any Clock<Duration> = clock
            let recorder = OutputRecorder(typed.values().debouncing(for: .milliseconds(300), clock: clockForViewModel))
            typed.accept("향")
            await clock.advance(by: .milliseconds(200))
            typed.accept("향수")
            await clock.advance(by: .milliseconds(299))
            #expect(recorder.values.isEmpty)
            await clock.advance(by: .milliseconds(1))
            #expect(await recorder.next() == "향수")
        }
    }

    @Test("mapStream and compactMapStream transform in order")
    func mapping() async {
        let source = EventRelay<Int>()
        let doubled = OutputRecorder(source.values().mapStream { $0 * 2 })
        let odd = OutputRecorder(source.values().compactMapStream { $0.isMultiple(of: 2) ? nil : $0 })
        for n in 1...4 { source.accept(n) }
        #expect(await doubled.waitFor(count: 4) == [2, 4, 6, 8])
        #expect(await odd.waitFor(count: 2) == [1, 3])
    }

    @Test("asStream hands a failure to its handler and ends")
    func asStream() async {
        struct Broken: Error {}
        let failures = LockedValue(0)
        let throwing = AsyncThrowingStream<Int, any Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: Broken())
        }
        let recorder = OutputRecorder(throwing.asStream { _ in failures.withLock { $0 += 1 } })
        #expect(await recorder.waitFor(count: 2) == [1])
        #expect(failures.value == 1)
    }

    @Test("tryMapLatest reports real failures but not work a newer element cancelled")
    func tryMapLatest() async {
        struct Broken: Error {}
        let input = EventRelay<Int>()
        let failures = LockedValue<[String]>([])
        let clock = TestClock()
        let results = OutputRecorder(
            input.values().tryMapLatest(
                { value -> Int in
                    if value == 1 { try await clock.sleep(for: .seconds(60)) }
                    if value == 2 { throw Broken() }
                    return value * 10
                }, onFailure: { error in failures.withLock { $0.append(String(describing: error)) } }))
        input.accept(1)
        await Task.megaYield()
        input.accept(2)
        input.accept(3)
        #expect(await results.next() == 30)
        #expect(failures.value.count <= 1)
        #expect(failures.value.allSatisfy { $0.contains("Broken") })
    }
}
