import Core
import Foundation
import Synchronization

/// What was just deleted, kept a while so the page that deleted it can offer Undo: each
/// delete leaves a way to put the record back (its photo included) under a one-time token.
public final class RecentlyDeleted: Sendable {
    /// How long Undo is offered.
    public static let undoWithin: Duration = .seconds(60)

    private struct Kept {
        let message: Message
        let restore: @Sendable () async throws -> String
        let deletedAt: ContinuousClock.Instant
        /// The sign-in that deleted it: only it may undo (another member's pages never can).
        let signIn: String?
    }

    private let kept = Mutex<[String: Kept]>([:])
    private let limit: Int

    /// Keeps at most `limit` deletes (the oldest go first).
    public init(limit: Int = 50) {
        self.limit = limit
    }

    /// Keeps `restore` (which puts the record back and answers the address to show it) and
    /// returns the token its Undo button sends; only `signIn` may use it.
    /// `message` is what the page says after the delete ("“Lamp” deleted").
    public func keep(
        _ message: Message, signIn: String?, restore: @escaping @Sendable () async throws -> String,
        now: ContinuousClock.Instant = .now
    ) -> String {
        let token = UUID().uuidString.lowercased()
        kept.withLock { kept in
            kept = kept.filter { now - $0.value.deletedAt <= Self.undoWithin }
            if kept.count >= limit, let oldest = kept.min(by: { $0.value.deletedAt < $1.value.deletedAt }) {
                kept[oldest.key] = nil
            }
            kept[token] = Kept(message: message, restore: restore, deletedAt: now, signIn: signIn)
        }
        return token
    }

    /// What the page says about the delete `token` names, while it can still be undone.
    func message(_ token: String, signIn: String?, now: ContinuousClock.Instant = .now) -> Message? {
        kept.withLock { kept in
            kept[token].flatMap { now - $0.deletedAt <= Self.undoWithin && $0.signIn == signIn ? $0.message : nil }
        }
    }

    /// Puts back what `token` names and returns where to show it; nil when the token is
    /// unknown, used, older than `undoWithin`, or another sign-in's.
    public func undo(_ token: String, signIn: String?, now: ContinuousClock.Instant = .now) async throws -> String? {
        let entry = kept.withLock { kept -> Kept? in
            guard kept[token]?.signIn == signIn else { return nil }
            return kept.removeValue(forKey: token)
        }
        guard let entry, now - entry.deletedAt <= Self.undoWithin else { return nil }
        return try await entry.restore()
    }
}
