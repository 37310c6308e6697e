import Foundation
import NIOConcurrencyHelpers
import PostgresNIO

/// What waits on each connection's answers, told when the connection closes. One callback
/// per connection on its `closeFuture`, not one per statement: a callback is never removed,
/// so one a statement kept its rows alive for as long as the pooled connection lived (about
/// 75 KB a page view of the journal, never given back).
final class PostgresConnectionWatch: Sendable {
    private let waiting = NIOLockedValueBox<[ObjectIdentifier: [UUID: @Sendable () -> Void]]>([:])

    /// Calls `closed` if `connection` closes before `forget` is called with the returned id.
    func watch(_ connection: PostgresConnection, closed: @escaping @Sendable () -> Void) -> UUID {
        let id = UUID()
        let key = ObjectIdentifier(connection)
        let firstOnThisConnection = waiting.withLockedValue { waiting in
            let first = waiting[key] == nil
            waiting[key, default: [:]][id] = closed
            return first
        }
        if firstOnThisConnection {
            connection.closeFuture.whenComplete { [self] _ in
                let waiters = waiting.withLockedValue { $0.removeValue(forKey: key) } ?? [:]
                for waiter in waiters.values { waiter() }
            }
        }
        return id
    }

    /// The answer `id` waited for came: nothing more to tell.
    func forget(_ id: UUID, on connection: PostgresConnection) {
        waiting.withLockedValue { waiting in
            _ = waiting[ObjectIdentifier(connection)]?.removeValue(forKey: id)
        }
    }

    /// How many answers are waited for now, on every connection.
    var count: Int { waiting.withLockedValue { $0.values.reduce(0) { $0 + $1.count } } }
}
