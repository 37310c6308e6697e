import Core
import Testing

@testable import PageKit

@Suite("Page kit: live sessions end with their page")
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
        session.on(session.events(LiveEvent("x"))) { _ in nil }
        session.transform(Spy(started: started, ended: ended), changes)
        _ = await startedEvents.next()
        sessions.close(session.id)
        _ = await endedEvents.next()
        #expect(session.isClosed)
        #expect(sessions.count == 0)
    }

    @Test("opening more than the limit closes one; a page that never connects is swept")
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

    @Test(
        "pages that never connect (prefetch, curl, 300 of them) never push out a connected tab; the one away longest goes next"
    )
    func evictionKeepsConnectedTabs() async throws {
        let sessions = LiveSessions(limit: 3)
        let kept = sessions.open(language: .english)
        _ = try #require(kept.connect())
        let away = sessions.open(language: .english)
        let connection = try #require(away.connect()).connection
        away.outbox.disconnect(connection)
        let visits = (0..<300).map { _ in sessions.open(language: .english) }
        #expect(!kept.isClosed && !away.isClosed)
        #expect(visits.dropLast().allSatisfy(\.isClosed) && !visits.last!.isClosed)
        let next = sessions.open(language: .english)
        _ = next
        // Only never-connected pages went: the tab that dropped its stream stays for a while.
        #expect(!away.isClosed && !kept.isClosed)
        sessions.sweep(connectWithin: .seconds(60), resumeWithin: .seconds(600), now: .now + .seconds(30))
        #expect(!away.isClosed)
        sessions.sweep(connectWithin: .seconds(60), resumeWithin: .seconds(600), now: .now + .seconds(601))
        #expect(away.isClosed && !kept.isClosed)
    }

    @Test(
        "pages that never connect are kept 64 at most, whatever room the table has: a load test's requests do not fill the server with screens"
    )
    func waitingBounded() async throws {
        let sessions = LiveSessions(limit: 256, waitingLimit: 64)
        let tab = sessions.open(language: .english)
        _ = try #require(tab.connect())
        let visits = (0..<200).map { _ in sessions.open(language: .english) }
        #expect(sessions.count == 65)
        #expect(visits.prefix(136).allSatisfy(\.isClosed) && !visits.suffix(64).contains(where: \.isClosed))
        #expect(!tab.isClosed)
    }

    @Test("an evicted session's event stream ends with it, so its page stops posting to a screen that is gone (#44)")
    func evictionEndsTheStream() async throws {
        let sessions = LiveSessions(limit: 1)
        let first = sessions.open(language: .english)
        let stream = try #require(first.connect())
        var updates = stream.updates.makeAsyncIterator()
        _ = sessions.open(language: .english)
        #expect(first.isClosed)
        #expect(await updates.next() == nil)
        #expect(first.connect() == nil, "a reconnect is told the screen is gone (204)")
    }

    @Test("a page that reconnects gets what it missed: each fragment's latest rendering and the alerts since, in order")
    func reconnectCatchesUp() async throws {
        let session = LiveSessions().open(language: .english)
        let first = try #require(session.connect())
        session.send(.html(target: LiveTarget("list"), HTML(trusted: "a")))
        session.send(.html(target: LiveTarget("count"), HTML(trusted: "1")))
        var seen = first.updates.makeAsyncIterator()
        #expect(await seen.next()?.number == 1)
        #expect(await seen.next()?.number == 2)
        session.outbox.disconnect(first.connection)
        #expect(await seen.next() == nil)
        session.send(.html(target: LiveTarget("list"), HTML(trusted: "b")))
        session.send(.alert("saved"))
        session.send(.html(target: LiveTarget("list"), HTML(trusted: "c")))

        let again = try #require(session.connect(after: 2))
        var caughtUp = again.updates.makeAsyncIterator()
        #expect(await caughtUp.next() == .init(number: 4, update: .alert("saved")))
        #expect(
            await caughtUp.next() == .init(number: 5, update: .html(target: LiveTarget("list"), HTML(trusted: "c"))))
        session.send(.html(target: LiveTarget("count"), HTML(trusted: "2")))
        #expect(await caughtUp.next()?.number == 6)

        // A second connection replaces the first, which ends.
        let third = try #require(session.connect(after: 6))
        #expect(await caughtUp.next() == nil)
        session.send(.alert("still here"))
        var latest = third.updates.makeAsyncIterator()
        #expect(await latest.next()?.update == .alert("still here"))
    }
}

/// A view-model whose task waits on an endless stream, and says when it starts and ends.
private struct Spy: ViewModel {
    let started: EventRelay<Void>
    let ended: EventRelay<Void>

    func transform(_ input: AsyncStream<Int>) {
        Task.onScreen {
            started.accept()
            for await _ in input {}
            ended.accept()
        }
    }
}
