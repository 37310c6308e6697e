import Synchronization

/// What a live screen has pushed, kept so that a page can connect again and catch up: a
/// dropped event stream (a phone suspending the tab, a network change, a proxy's timeout)
/// no longer ends the screen. Each update gets a number, the `id:` of its Server-Sent
/// Event; a page that reconnects with `Last-Event-ID` gets what came after that number:
/// the latest rendering of each fragment, and the alerts and navigations since.
package final class LiveOutbox: Sendable {
    /// One numbered update.
    package struct Numbered: Sendable, Equatable {
        package let number: Int
        package let update: LiveUpdate
    }

    private struct State {
        var last = 0
        /// The latest rendering of each fragment: an older one is never needed again.
        var fragments: [LiveTarget: Numbered] = [:]
        /// Alerts and navigations, the most recent `keptEvents`.
        var events: [Numbered] = []
        var connection: AsyncStream<Numbered>.Continuation?
        var connections = 0
        var disconnectedAt: ContinuousClock.Instant?
        var closed = false
    }

    /// How many alerts and navigations a reconnecting page can still receive.
    static let keptEvents = 16

    private let state = Mutex(State())

    /// Numbers `update`, keeps it for a reconnecting page, and sends it to the page
    /// connected now. Pings are neither numbered nor kept.
    func send(_ update: LiveUpdate) {
        state.withLock { state in
            guard !state.closed else { return }
            guard update != .ping else {
                state.connection?.yield(Numbered(number: 0, update: .ping))
                return
            }
            state.last += 1
            let numbered = Numbered(number: state.last, update: update)
            if case .html(let target, _) = update {
                state.fragments[target] = numbered
            } else {
                state.events.append(numbered)
                if state.events.count > Self.keptEvents { state.events.removeFirst() }
            }
            state.connection?.yield(numbered)
        }
    }

    /// A connection that first replays what came after `lastSeen` (0: everything), then
    /// carries each new update; it replaces any earlier connection, which ends. Nil once
    /// the outbox is closed.
    package func connect(after lastSeen: Int) -> (updates: AsyncStream<Numbered>, connection: Int)? {
        let (stream, continuation) = AsyncStream<Numbered>.makeStream()
        let opened = state.withLock { state -> (previous: AsyncStream<Numbered>.Continuation?, number: Int)? in
            guard !state.closed else { return nil }
            let missed = (Array(state.fragments.values) + state.events).filter { $0.number > lastSeen }.sorted {
                $0.number < $1.number
            }
            for update in missed { continuation.yield(update) }
            let previous = state.connection
            state.connection = continuation
            state.connections += 1
            state.disconnectedAt = nil
            return (previous, state.connections)
        }
        guard let opened else { return nil }
        opened.previous?.finish()
        return (stream, opened.number)
    }

    /// The connection numbered `connection` ended (its page went away, or dropped the
    /// stream); from now the screen waits for the page to come back.
    package func disconnect(_ connection: Int) {
        state.withLock { state in
            guard state.connections == connection, state.connection != nil else { return }
            state.connection?.finish()
            state.connection = nil
            state.disconnectedAt = .now
        }
    }

    /// Whether a page is connected now.
    var isConnected: Bool { state.withLock { $0.connection != nil } }
    /// Whether a page ever connected.
    var everConnected: Bool { state.withLock { $0.connections > 0 } }
    /// Since when no page has been connected (nil while one is, or none ever was).
    var disconnectedAt: ContinuousClock.Instant? { state.withLock { $0.disconnectedAt } }

    /// Ends the connection for good.
    package func close() {
        let connection = state.withLock { state in
            defer { state.connection = nil }
            state.closed = true
            return state.connection
        }
        connection?.finish()
    }
}
