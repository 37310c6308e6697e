import Core
import TestSupport
import Testing

@Suite("throttle", .serialized)
struct ThrottleTests {
    @Test("the first tap passes at once and taps inside the window are dropped")
    func dropsInsideWindow() async {
        await withSerialTestExecutor {
            let clock = TestClock()
            let taps = EventRelay<Int>()
            let recorder = OutputRecorder(taps.values().throttle(for: .milliseconds(500), clock: clock))
            taps.accept(1)
            #expect(await recorder.next() == 1)
            taps.accept(2)
            taps.accept(3)
            await clock.advance(by: .milliseconds(499))
            #expect(recorder.values == [1])
            await clock.advance(by: .milliseconds(1))
            taps.accept(4)
            #expect(await recorder.next() == 4)
            #expect(recorder.values == [1, 4])
        }
    }

    @Test("with latest, the last tap of the window is emitted when the window ends")
    func latestEmitsTrailing() async {
        await withSerialTestExecutor {
            let clock = TestClock()
            let taps = EventRelay<Int>()
            let recorder = OutputRecorder(taps.values().throttle(for: .milliseconds(500), clock: clock, latest: true))
            taps.accept(1)
            #expect(await recorder.next() == 1)
            taps.accept(2)
            taps.accept(3)
            await clock.advance(by: .milliseconds(499))
            #expect(recorder.values == [1])
            await clock.advance(by: .milliseconds(1))
            #expect(await recorder.next() == 3)
            // The trailing emit opened a new window: a tap right after it waits for the end.
            taps.accept(5)
            await clock.advance(by: .milliseconds(250))
            #expect(recorder.values == [1, 3])
            await clock.advance(by: .milliseconds(250))
            #expect(await recorder.next() == 5)
        }
    }

    @Test("a quiet window closes, so the next tap passes at once")
    func quietWindowCloses() async {
        await withSerialTestExecutor {
            let clock = TestClock()
            let taps = EventRelay<String>()
            let recorder = OutputRecorder(taps.values().throttle(for: .seconds(1), clock: clock, latest: true))
            taps.accept("a")
            #expect(await recorder.next() == "a")
            await clock.advance(by: .seconds(1))
            taps.accept("b")
            #expect(await recorder.next() == "b")
        }
    }

    @Test("a pending latest tap is not lost when the source ends")
    func flushOnFinish() async {
        await withSerialTestExecutor {
            let clock = TestClock()
            let taps = EventRelay<Int>()
            let recorder = OutputRecorder(taps.values().throttle(for: .seconds(1), clock: clock, latest: true))
            taps.accept(1)
            #expect(await recorder.next() == 1)
            taps.accept(2)
            taps.finish()
            #expect(await recorder.waitFor(count: 3) == [1, 2])
        }
    }
}
