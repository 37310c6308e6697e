import Foundation
import GRDB
import Persistence
import Synchronization

/// `RecordStore` on one SQLite database (a WAL file, or `:memory:`).
public final class SQLiteRecordStore: RecordStore {
    private let writer: any DatabaseWriter
    /// Whether reads and writes run on the calling thread (`SQLiteStorage.Access.commandThread`).
    private let onCallingThread: Bool
    private let catalog: CollectionCatalog
    private let path: String
    /// The records lists left out because they no longer decode.
    public let unreadable: UnreadableRecords
    /// Commits by other processes, for a database file (nil in memory: no other process).
    private let externalChanges: DataVersionWatch?
    /// The member this store is scoped to; nil for the whole store (maintenance).
    private let member: String?
    /// Field values lately read, for a connection pool (nil for one connection, which also writes).
    private let fieldCache: FieldValueCache?
    /// Records lately decoded, by their stored text.
    private let decoded: DecodedRecords

    init(writer: any DatabaseWriter, onCallingThread: Bool, catalog: CollectionCatalog, path: String) {
        self.writer = writer
        self.onCallingThread = onCallingThread
        self.catalog = catalog
        self.path = path
        externalChanges = path == ":memory:" ? nil : DataVersionWatch(writer: writer)
        unreadable = UnreadableRecords()
        member = nil
        fieldCache = writer is DatabasePool ? FieldValueCache() : nil
        decoded = DecodedRecords()
    }

    private init(scoping store: SQLiteRecordStore, to member: String) {
        writer = store.writer
        onCallingThread = store.onCallingThread
        catalog = store.catalog
        path = store.path
        unreadable = store.unreadable
        externalChanges = store.externalChanges
        fieldCache = store.fieldCache
        decoded = store.decoded
        self.member = member
    }

    /// The same database, as `member` sees it.
    public func scoped(to member: String) -> SQLiteRecordStore {
        SQLiteRecordStore(scoping: self, to: member)
    }

    public func read<T: Sendable>(_ body: @escaping @Sendable (any RecordReader) throws -> T) async throws -> T {
        let (catalog, unreadable, member, decoded) = (catalog, unreadable, member, decoded)
        return try await DatabaseErrorMapping.mapping(path: path) {
            try await writer.read(onCallingThread: onCallingThread) { db in
                try body(
                    SQLiteRecordAccess(db: db, catalog: catalog, member: member, skipped: unreadable, decoded: decoded))
            }
        }
    }

    public func write<T: Sendable>(_ body: @escaping @Sendable (any RecordWriter) throws -> T) async throws -> T {
        let (catalog, unreadable, member, decoded) = (catalog, unreadable, member, decoded)
        return try await DatabaseErrorMapping.mapping(path: path) {
            try await writer.write(onCallingThread: onCallingThread) { db in
                try body(
                    SQLiteRecordAccess(db: db, catalog: catalog, member: member, skipped: unreadable, decoded: decoded))
            }
        }
    }

    /// Read on a connection pool, kept until the database changes (`FieldValueCache`): a
    /// figure over thousands of records, asked on every visit, is read once a change.
    public func values<R: Persistence.Record>(of fields: [RecordField<R>], _ query: RecordQuery<R>) async throws
        -> [[FieldValue]]
    {
        guard let fieldCache, !fields.isEmpty else { return try await read { try $0.values(of: fields, query) } }
        let (catalog, member) = (catalog, member)
        // Before the read's snapshot is taken: values kept in it are from after every change seen by then.
        let generation = fieldCache.generation
        return try await DatabaseErrorMapping.mapping(path: path) {
            try await writer.read { db in
                // The first statement of the transaction, so it is the version of the snapshot read.
                let version = try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
                let access = SQLiteRecordAccess(db: db, catalog: catalog, member: member)
                let statement = try access.valuesStatement(of: fields, query)
                let key = FieldValueCache.Key(sql: statement.sql, arguments: statement.arguments)
                if let kept = fieldCache.values(for: key, connection: db, version: version, generation: generation) {
                    return kept
                }
                let values = try access.values(statement, columns: fields.count)
                fieldCache.keep(values, for: key, generation: generation)
                return values
            }
        }
    }

    /// How SQLite runs `query` (`EXPLAIN QUERY PLAN`, one line per step): shows which
    /// index serves it and whether every match is sorted first ("USE TEMP B-TREE").
    public func queryPlan<R: Persistence.Record>(_ query: RecordQuery<R>) async throws -> [String] {
        let (catalog, member) = (catalog, member)
        return try await DatabaseErrorMapping.mapping(path: path) {
            try await writer.read(onCallingThread: onCallingThread) { db in
                let statement = try SQLStatement.select(
                    "id, body", from: catalog.schema(for: R.self), query, visibleTo: member)
                return try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + statement.sql, arguments: statement.arguments)
                    .map { $0["detail"] as String }
            }
        }
    }

    public func observe<R: Persistence.Record>(_ query: RecordQuery<R>) -> AsyncThrowingStream<[R], any Error> {
        let catalog = catalog
        let writer = writer
        let path = path
        let (unreadable, member) = (unreadable, member)
        let select: @Sendable (Database) throws -> [String] = { db in
            let schema = try catalog.schema(for: R.self)
            let statement = try SQLStatement.select("body", from: schema, query, visibleTo: member)
            return try String.fetchAll(db.cachedStatement(sql: statement.sql), arguments: statement.arguments)
        }
        // Compare the raw rows, not decoded records: records need not be Equatable, and a
        // DatabasePool delivers its first value twice.
        let observation = ValueObservation.tracking(select).removeDuplicates()
        return AsyncThrowingStream { continuation in
            let last = Mutex<[String]?>(nil)
            let decoder = JSONDecoder()
            // Under the lock, so the two sources below never yield out of order.
            let publish: @Sendable ([String]) throws -> Void = { bodies in
                try last.withLock { last in
                    guard last != bodies else { return }
                    last = bodies
                    continuation.yield(
                        try SQLiteRecordAccess.decodeAll(
                            R.self, bodies: bodies, ids: nil, decoder: decoder,
                            skipped: unreadable))
                }
            }
            let local = Task {
                do {
                    for try await bodies in observation.values(in: writer) { try publish(bodies) }
                    continuation.finish()
                } catch is CancellationError {
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: DatabaseErrorMapping.map(error, path: path))
                }
            }
            // Another process's commits reach GRDB's observation only through the store's
            // one data-version watch.
            let others = Task { [externalChanges] in
                guard let externalChanges else { return }
                for await _ in externalChanges.changes() {
                    if let bodies = try? await writer.read(select) { try? publish(bodies) }
                }
            }
            continuation.onTermination = { _ in
                local.cancel()
                others.cancel()
            }
        }
    }

    public func changes<R: Persistence.Record>(of type: R.Type) -> AsyncThrowingStream<Void, any Error> {
        let (catalog, writer, path, externalChanges) = (catalog, writer, path, externalChanges)
        // Signals waiting to be read coalesce: a burst of commits during one read is one more read.
        let (stream, continuation) = AsyncThrowingStream<Void, any Error>.makeStream(
            bufferingPolicy: .bufferingNewest(1))
        let table: String
        do {
            table = try catalog.schema(for: R.self).table
        } catch {
            continuation.finish(throwing: error)
            return stream
        }
        // Told of each commit that touches the table, on the writer's queue; "now" is signalled
        // once that watch is in place, so no commit falls between the first read and it, and
        // the first read happens once (a value observation on a pool delivers its first twice).
        let observation = DatabaseRegionObservation(tracking: Table(table))
        // The watch, once started; `ended` when the stream ended first (then it stops at once).
        let watch = Mutex<(started: AnyDatabaseCancellable?, ended: Bool)>((nil, false))
        // Starting waits for the writer: off the cooperative pool, which it must not block.
        DispatchQueue.global().async {
            let started = observation.start(
                in: writer,
                onError: { continuation.finish(throwing: DatabaseErrorMapping.map($0, path: path)) },
                onChange: { _ in continuation.yield() })
            continuation.yield()
            let ended = watch.withLock { watch in
                watch.started = started
                return watch.ended
            }
            if ended { started.cancel() }
        }
        // Another process's commits reach this process only through the store's data-version watch.
        let others = Task {
            guard let externalChanges else { return }
            for await _ in externalChanges.changes() { continuation.yield() }
        }
        continuation.onTermination = { _ in
            let started = watch.withLock { watch in
                watch.ended = true
                return watch.started
            }
            started?.cancel()
            others.cancel()
        }
        return stream
    }
}
