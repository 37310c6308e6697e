import Core
import Foundation
import Synchronization

/// The server's open live screens, bounded in number. Opening one more than the limit
/// closes first a page that never connected (a prefetch, curl, a visit without
/// JavaScript), then the one away the longest, and only then the oldest connected one: the
/// tabs people keep open are the last to go. Pages that never connected are bounded on
/// their own too (`waitingLimit`), and one is closed after a minute; one whose stream
/// dropped keeps its screen for `resumeWithin`, so it can come back.
public final class LiveSessions: Sendable {
    private let sessions = Mutex<[String: LiveSession]>([:])
    /// Sessions closed since the last sweep: the sweep then hands their memory back.
    private let closedSinceSweep = Atomic<Int>(0)
    private let limit: Int
    private let waitingLimit: Int
    private let firstRender: Duration
    /// The forms this server has been sent, so each is acted on once.
    let submittedForms = SubmittedForms()
    /// What pages deleted lately, for their Undo.
    let recentlyDeleted = RecentlyDeleted()
    /// The records of the edit forms drawn, for their audience picks.
    let editedRecords = EditedRecords()

    /// `firstRender` is how long a page waits for its first rendering (tests on a busy
    /// machine give it longer, so what they check never depends on speed).
    public init(
        limit: Int = WebLimits.sessions, waitingLimit: Int = WebLimits.waitingSessions,
        firstRender: Duration = WebLimits.firstRender
    ) {
        self.limit = limit
        self.waitingLimit = waitingLimit
        self.firstRender = firstRender
    }

    /// A new session for a page in `language`, opened under the sign-in `signIn`.
    func open(language: Language, signIn: String? = nil) -> LiveSession {
        let session = LiveSession(
            id: UUID().uuidString.lowercased(), language: language, signIn: signIn, firstRender: firstRender)
        let evicted: LiveSession? = sessions.withLock { sessions in
            defer { sessions[session.id] = session }
            let waiting = sessions.values.filter { !$0.outbox.everConnected }
            let first =
                waiting.count >= waitingLimit
                ? waiting.min { $0.opened < $1.opened }
                : sessions.count >= limit ? Self.firstToEvict(Array(sessions.values)) : nil
            if let first { sessions[first.id] = nil }
            return first
        }
        if let evicted { closed(evicted) }
        return session
    }

    /// The session to close for room: never connected (oldest first), then disconnected
    /// (away longest first), then connected (oldest first).
    static func firstToEvict(_ sessions: [LiveSession]) -> LiveSession? {
        func rank(_ session: LiveSession) -> (Int, ContinuousClock.Instant) {
            if !session.outbox.everConnected { return (0, session.opened) }
            if let away = session.outbox.disconnectedAt { return (1, away) }
            return (2, session.opened)
        }
        return sessions.min { rank($0) < rank($1) }
    }

    /// The open session `id`, or nil.
    public func session(_ id: String) -> LiveSession? {
        sessions.withLock { $0[id] }
    }

    /// How many sessions are open.
    public var count: Int { sessions.withLock { $0.count } }

    /// Closes the session `id` (its page went away).
    package func close(_ id: String) {
        if let session = sessions.withLock({ $0.removeValue(forKey: id) }) { closed(session) }
    }

    /// Closes every session opened under the sign-in `signIn` (it signed out or ended).
    package func close(signIn: String) {
        let ended = sessions.withLock { sessions in
            let ended = sessions.values.filter { $0.signIn == signIn }
            for session in ended { sessions[session.id] = nil }
            return ended
        }
        for session in ended { closed(session) }
    }

    /// The sign-ins the open sessions were opened under.
    package var signIns: Set<String> {
        sessions.withLock { Set($0.values.compactMap(\.signIn)) }
    }

    private func closed(_ session: LiveSession) {
        session.close()
        closedSinceSweep.add(1, ordering: .relaxed)
    }

    /// Pings every connected page, closes sessions whose page never connected within
    /// `connectWithin` of opening or has been away longer than `resumeWithin`, and, when
    /// sessions closed since the last sweep, returns the memory they held to the system.
    package func sweep(
        connectWithin: Duration = .seconds(60), resumeWithin: Duration = WebLimits.resumeWithin,
        now: ContinuousClock.Instant = .now
    ) {
        let (stale, open) = sessions.withLock { sessions in
            let stale = sessions.values.filter { session in
                if !session.outbox.everConnected { return now - session.opened > connectWithin }
                if let away = session.outbox.disconnectedAt { return now - away > resumeWithin }
                return false
            }
            for session in stale { sessions[session.id] = nil }
            return (stale, Array(sessions.values))
        }
        for session in stale { closed(session) }
        for session in open where session.isConnected { session.send(.ping) }
        if closedSinceSweep.exchange(0, ordering: .relaxed) > 0 { FreedMemory.returnToSystem() }
    }

    /// Pushes `update` to every open session.
    package func announce(_ update: LiveUpdate) {
        for session in sessions.withLock({ Array($0.values) }) { session.send(update) }
    }

    /// Closes every session (the server is stopping).
    public func closeAll() {
        let all = sessions.withLock { sessions in
            defer { sessions = [:] }
            return Array(sessions.values)
        }
        for session in all { session.close() }
    }
}
