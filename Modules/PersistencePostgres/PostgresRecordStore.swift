import Foundation
import Persistence
import PostgresNIO
import Synchronization

/// `RecordStore` on a PostgreSQL database. Observations are live across processes and
/// machines: every write announces its collection (a trigger's NOTIFY), and an observer
/// re-reads its query when one arrives.
public final class PostgresRecordStore: RecordStore {
    private let connection: PostgresBridge
    private let catalog: PostgresCatalog
    /// The records this store's lists left out because they no longer decode.
    public let unreadable: UnreadableRecords
    /// Every observation's notifications, on one connection per collection.
    let notifications: PostgresNotificationHub
    /// The member this store is scoped to; nil for the whole store (maintenance).
    private let member: String?
    /// Statements of this store still waiting for their answers.
    var pendingAnswers: Int { connection.watch.count }

    init(connection: PostgresBridge, catalog: PostgresCatalog) {
        self.connection = connection
        self.catalog = catalog
        unreadable = UnreadableRecords()
        notifications = PostgresNotificationHub(connection: connection)
        member = nil
    }

    private init(scoping store: PostgresRecordStore, to member: String) {
        connection = store.connection
        catalog = store.catalog
        unreadable = store.unreadable
        notifications = store.notifications
        self.member = member
    }

    /// The same database, as `member` sees it.
    public func scoped(to member: String) -> PostgresRecordStore {
        PostgresRecordStore(scoping: self, to: member)
    }

    public func read<T: Sendable>(_ body: @escaping @Sendable (any RecordReader) throws -> T) async throws -> T {
        let (catalog, unreadable, member) = (catalog, unreadable, member)
        return try await connection.transaction(readOnly: true) {
            try body(PostgresRecordAccess(statements: $0, catalog: catalog, member: member, skipped: unreadable))
        }
    }

    public func write<T: Sendable>(_ body: @escaping @Sendable (any RecordWriter) throws -> T) async throws -> T {
        let (catalog, unreadable, member) = (catalog, unreadable, member)
        return try await connection.transaction(readOnly: false) {
            try body(PostgresRecordAccess(statements: $0, catalog: catalog, member: member, skipped: unreadable))
        }
    }

    /// The query's records now, then again after every change to its collection made by
    /// anyone on the database. When the server goes away after the first answer (restarted,
    /// a network cut), the observation waits until its collection is listened to again,
    /// then re-reads, so a page catches up on what changed meanwhile; a failure before the
    /// first answer ends it. Observations share one listening connection per collection.
    public func observe<R: Persistence.Record>(_ query: RecordQuery<R>) -> AsyncThrowingStream<[R], any Error> {
        let connection = connection
        let events = notifications.events("mosaic_" + R.collection)
        let store = self
        return AsyncThrowingStream { continuation in
            let task = Task {
                // The last answer as JSON: records need not be Equatable. Sorted keys, as a
                // dictionary's order differs from one instance to the next.
                let last = LastAnswer()
                let publish: @Sendable () async throws -> Void = {
                    let records = try await store.fetch(query)
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = .sortedKeys
                    if last.replace(with: try encoder.encode(records)) { continuation.yield(records) }
                }
                for await event in events {
                    var failure: (any Error)?
                    switch event {
                    case .listening, .changed:
                        do {
                            try await publish()
                        } catch is CancellationError {
                            break
                        } catch {
                            failure = connection.errors.map(error)
                        }
                    case .lost(let error):
                        failure = error
                    }
                    if let failure, !last.answered || !Self.isTransient(failure) {
                        continuation.finish(throwing: failure)
                        return
                    }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    public func changes<R: Persistence.Record>(of type: R.Type) -> AsyncThrowingStream<Void, any Error> {
        let events = notifications.events("mosaic_" + R.collection)
        return AsyncThrowingStream { continuation in
            let task = Task {
                var signalled = false
                for await event in events {
                    switch event {
                    case .listening, .changed:
                        signalled = true
                        continuation.yield()
                    case .lost(let error):
                        // Listening again once the server is back signals again.
                        if !signalled || !Self.isTransient(error) {
                            continuation.finish(throwing: error)
                            return
                        }
                    }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// A failure that passes when the server is back.
    static func isTransient(_ error: any Error) -> Bool {
        switch error as? PersistenceError {
        case .serverUnavailable?, .io?: true
        default: false
        }
    }

    /// An observation's last answer, as JSON.
    private final class LastAnswer: Sendable {
        private let json = Mutex<Data?>(nil)

        /// Whether an answer was given yet.
        var answered: Bool { json.withLock { $0 != nil } }

        /// Keeps `answer`; whether it differs from the last one.
        func replace(with answer: Data) -> Bool {
            json.withLock { json in
                defer { json = answer }
                return json != answer
            }
        }
    }
}
