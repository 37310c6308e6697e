import Core
import Testing

@Suite("fanIn")
struct FanInTests {
    @Test("every element of both sides arrives, and the stream ends once both have ended")
    func forwardsBothAndEnds() async {
        let (first, firstInput) = AsyncStream.makeStream(of: Int.self)
        let (second, secondInput) = AsyncStream.makeStream(of: Int.self)
        let merged = fanIn(first, second)
        for n in 0..<50 { firstInput.yield(n) }
        for n in 100..<150 { secondInput.yield(n) }
        firstInput.finish()
        secondInput.finish()
        var seen: [Int] = []
        for await element in merged { seen.append(element) }
        #expect(seen.sorted() == Array(0..<50) + Array(100..<150))
        #expect(seen.filter { $0 < 100 } == Array(0..<50))
    }

    @Test("one side ending early leaves the other flowing")
    func oneSideEnds() async {
        let (second, secondInput) = AsyncStream.makeStream(of: Int.self)
        let merged = fanIn(AsyncStream<Int>.finished, second)
        var iterator = merged.makeAsyncIterator()
        secondInput.yield(7)
        #expect(await iterator.next() == 7)
        secondInput.finish()
        #expect(await iterator.next() == nil)
    }

    /// `merge` deadlocked its own thread in 2 of 10 full test runs here (#430); this races
    /// emitting, finishing and cancelling thousands of times on the shared pool. A lock held
    /// across a suspension would hang it, and the time limit names the hang.
    @Test("thousands of emit, finish and cancel races end", .timeLimit(.minutes(2)))
    func races() async {
        await withTaskGroup(of: Void.self) { rounds in
            for round in 0..<20_000 {
                rounds.addTask {
                    let (first, firstInput) = AsyncStream.makeStream(of: Int.self)
                    let (second, secondInput) = AsyncStream.makeStream(of: Int.self)
                    let merged = fanIn(first, second)
                    let producers = Task {
                        await withTaskGroup(of: Void.self) { group in
                            group.addTask {
                                for n in 0..<(round % 7) { firstInput.yield(n) }
                                if round % 2 == 0 { firstInput.finish() }
                            }
                            group.addTask {
                                for n in 0..<(round % 5) { secondInput.yield(n) }
                                if round % 3 != 0 { secondInput.finish() }
                            }
                        }
                    }
                    let reader = Task {
                        var count = 0
                        for await _ in merged {
                            count += 1
                            if count == round % 4 { break }
                        }
                    }
                    if round % 5 == 0 { reader.cancel() }
                    await producers.value
                    firstInput.finish()
                    secondInput.finish()
                    await reader.value
                }
                if round % 64 == 63 { await rounds.next() }
            }
        }
    }
}
