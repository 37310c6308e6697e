import Core
import Foundation
import Synchronization

/// The server's open live screens, bounded in number: opening one more than the limit
/// closes the oldest, a page that never connects is closed after a minute, and a page
/// that went away is found by the next ping and closed.
public final class LiveSessions: Sendable {
    private let sessions = Mutex<[String: LiveSession]>([:])
    private let limit: Int
    private let firstRender: Duration

    /// `firstRender` is how long a page waits for its first rendering (tests on a busy
    /// machine give it longer, so what they check never depends on speed).
    public init(limit: Int = WebLimits.sessions, firstRender: Duration = WebLimits.firstRender) {
        self.limit = limit
        self.firstRender = firstRender
    }

    /// A new session for a page in `language`.
    func open(language: Language) -> LiveSession {
        let session = LiveSession(id: UUID().uuidString.lowercased(), language: language, firstRender: firstRender)
        let evicted: LiveSession? = sessions.withLock { sessions in
            sessions[session.id] = session
            guard sessions.count > limit, let oldest = sessions.values.min(by: { $0.opened < $1.opened }) else { return nil }
            sessions[oldest.id] = nil
            return oldest
        }
        evicted?.close()
        return session
    }

    /// The open session `id`, or nil.
    func session(_ id: String) -> LiveSession? {
        sessions.withLock { $0[id] }
    }

    /// How many sessions are open.
    public var count: Int { sessions.withLock { $0.count } }

    /// Closes the session `id` (its page went away).
    func close(_ id: String) {
        sessions.withLock { $0.removeValue(forKey: id) }?.close()
    }

    /// Pings every connected page and closes sessions whose page never connected within
    /// `connectWithin` of opening.
    func sweep(connectWithin: Duration = .seconds(60), now: ContinuousClock.Instant = .now) {
        let (stale, open) = sessions.withLock { sessions in
            let stale = sessions.values.filter { !$0.isConnected && now - $0.opened > connectWithin }
            for session in stale { sessions[session.id] = nil }
            return (stale, Array(sessions.values))
        }
        for session in stale { session.close() }
        for session in open where session.isConnected { session.send(.ping) }
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
