import Foundation
import Persistence
import PostgresNIO

/// `RecordStore` on a PostgreSQL database. Observations are live across processes and
/// machines: every write announces its collection (a trigger's NOTIFY), and an observer
/// re-reads its query when one arrives.
public final class PostgresRecordStore: RecordStore {
    private let connection: PostgresBridge
    private let catalog: PostgresCatalog

    init(connection: PostgresBridge, catalog: PostgresCatalog) {
        self.connection = connection
        self.catalog = catalog
    }

    public func read<T: Sendable>(_ body: @escaping @Sendable (any RecordReader) throws -> T) async throws -> T {
        let catalog = catalog
        return try await connection.transaction(readOnly: true) { try body(PostgresRecordAccess(statements: $0, catalog: catalog)) }
    }

    public func write<T: Sendable>(_ body: @escaping @Sendable (any RecordWriter) throws -> T) async throws -> T {
        let catalog = catalog
        return try await connection.transaction(readOnly: false) { try body(PostgresRecordAccess(statements: $0, catalog: catalog)) }
    }

    public func observe<R: Persistence.Record>(_ query: RecordQuery<R>) -> AsyncThrowingStream<[R], any Error> {
        let connection = connection
        let store = self
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    try await connection.client.withConnection { listener in
                        let notifications = try await listener.listen("mosaic_" + R.collection)
                        var last: [R]?
                        func publish() async throws {
                            let records = try await store.fetch(query)
                            // Compare the records' JSON, as they need not be Equatable; sorted
                            // keys, as a dictionary's order differs from one instance to the next.
                            let encoder = JSONEncoder()
                            encoder.outputFormatting = .sortedKeys
                            let changed = try last.map { try encoder.encode($0) != encoder.encode(records) } ?? true
                            if changed { continuation.yield(records) }
                            last = records
                        }
                        try await publish()
                        for try await _ in notifications { try await publish() }
                    }
                    continuation.finish()
                } catch is CancellationError {
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: PostgresErrorMapping.map(error))
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
