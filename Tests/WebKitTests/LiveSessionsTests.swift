import Core
import Testing
@testable import WebKit

@Suite("Web kit: live sessions end with their page")
struct LiveSessionsTests {
    @Test("closing a session finishes its inputs and cancels the view-model's tasks")
    func closeStopsTasks() async throws {
        let sessions = LiveSessions()
        let session = sessions.open(language: .english)
        let started = EventRelay<Void>()
        let ended = EventRelay<Void>()
        var startedEvents = started.values().makeAsyncIterator()
        var endedEvents = ended.values().makeAsyncIterator()
        let changes = AsyncStream<Int> { _ in }  // a store observation that never ends by itself
        session.on(session.events("x")) { _ in nil }
        _ = session.transform(Spy(started: started, ended: ended), changes)
        _ = await startedEvents.next()
        sessions.close(session.id)
        _ = await endedEvents.next()
        #expect(session.isClosed)
        #expect(sessions.count == 0)
    }

    @Test("opening more than the limit closes the oldest; a page that never connects is swept")
    func bounded() async throws {
        let sessions = LiveSessions(limit: 2)
        let first = sessions.open(language: .english)
        _ = sessions.open(language: .english)
        _ = sessions.open(language: .english)
        #expect(first.isClosed)
        #expect(sessions.count == 2)
        sessions.sweep(connectWithin: .zero, now: .now + .seconds(1))
        #expect(sessions.count == 0)
    }
}

/// A view-model whose task waits on an endless stream, and says when it starts and ends.
private struct Spy: ViewModel {
    let started: EventRelay<Void>
    let ended: EventRelay<Void>

    func transform(_ input: AsyncStream<Int>) -> Void {
        Task.onScreen {
            started.accept()
            for await _ in input {}
            ended.accept()
        }
    }
}
