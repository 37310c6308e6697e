import AsyncAlgorithms
import Core
import TestSupport
import Testing

@Suite("Relays")
struct RelayTests {
    @Test("an event relay delivers each event to every subscriber")
    func eventRelayMulticasts() async {
        let relay = EventRelay<String>()
        let first = OutputRecorder(relay.values())
        let second = OutputRecorder(relay.values())
        relay.accept("tap")
        relay.accept("tap again")
        #expect(await first.waitFor(count: 2) == ["tap", "tap again"])
        #expect(await second.waitFor(count: 2) == ["tap", "tap again"])
    }

    @Test("a state relay starts each subscriber with the current value")
    func stateRelayReplaysCurrentValue() async {
        let relay = StateRelay("")
        relay.accept("향")
        let late = OutputRecorder(relay.values())
        #expect(await late.next() == "향")
        relay.update { $0 += "수" }
        #expect(await late.next() == "향수")
        #expect(relay.value == "향수")
    }

    @Test("finishing a relay ends its subscriptions")
    func finishEndsStreams() async {
        let relay = EventRelay<Int>()
        let recorder = OutputRecorder(relay.values())
        relay.accept(1)
        relay.finish()
        #expect(await recorder.waitFor(count: 5) == [1])
    }

    @Test("startWith emits its value before the source's")
    func startWith() async throws {
        let values = try await Array([2, 3].async.startWith(1))
        #expect(values == [1, 2, 3])
    }
}

extension Array {
    init<S: AsyncSequence>(_ sequence: S) async throws where S.Element == Element {
        self = []
        for try await element in sequence { append(element) }
    }
}
