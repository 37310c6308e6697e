import Core

/// Generic record storage: features declare their `Record` types; the store saves,
/// queries, searches and observes them without knowing what they are. An engine
/// implements `read`, `write` and `observe`; everything else derives from those.
public protocol RecordStore: Sendable {
    /// Runs `body` on a consistent snapshot.
    func read<T: Sendable>(_ body: @escaping @Sendable (any RecordReader) throws -> T) async throws -> T
    /// Runs `body` in one atomic write transaction, across any record types.
    func write<T: Sendable>(_ body: @escaping @Sendable (any RecordWriter) throws -> T) async throws -> T
    /// The query's result now, then again after each committed change that alters it.
    func observe<R: Record>(_ query: RecordQuery<R>) -> AsyncThrowingStream<[R], any Error>
    /// A signal now, then after each committed change to `type`'s records (anyone's: what a
    /// screen reads on it still goes through the store, so it shows nothing past what the
    /// member may see). A long live list reads its page again on it instead of observing
    /// every record.
    func changes<R: Record>(of type: R.Type) -> AsyncThrowingStream<Void, any Error>
    /// Each matching record's `fields`, without decoding the records (`RecordReader.values`);
    /// an engine may keep what it read until the records change.
    func values<R: Record>(of fields: [RecordField<R>], _ query: RecordQuery<R>) async throws -> [[FieldValue]]
}

extension RecordStore {
    /// Every record observed: right for any store, and what an engine improves on.
    public func changes<R: Record>(of type: R.Type) -> AsyncThrowingStream<Void, any Error> {
        let records = observe(RecordQuery<R>.all)
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    for try await _ in records { continuation.yield() }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

/// The longest search text a store accepts, in characters.
public let maximumSearchLength = 200

extension RecordStore {
    /// Inserts or replaces one record.
    public func save<R: Record>(_ record: R) async throws {
        try await write { try $0.save(record) }
    }

    /// Inserts or replaces many records in one transaction: all or none.
    public func save<R: Record>(_ records: [R]) async throws {
        try await write { try $0.save(records) }
    }

    /// Saves `record` for `audience` (only its owner changes who sees it).
    public func save<R: Record>(_ record: R, audience: Audience) async throws {
        try await write { try $0.save(record, audience: audience) }
    }

    /// Makes the record of `collection` with `id` seen by `audience` (its owner only).
    @discardableResult
    public func share(collection: String, id: String, with audience: Audience) async throws -> Bool {
        try await write { try $0.share(collection: collection, id: id, with: audience) }
    }

    /// Saves `record` for the household but the owner of the `type` record with `id` (a gift
    /// claim, kept from the wisher).
    public func save<R: Record, O: Record>(_ record: R, hiddenFromOwnerOf type: O.Type, id: O.ID) async throws {
        try await write { try $0.save(record, hiddenFromOwnerOf: type, id: id) }
    }

    /// Shows the record with `id` kept from this store's member to the household, them included.
    @discardableResult
    public func reveal<R: Record>(_ type: R.Type, id: R.ID) async throws -> Bool {
        try await write { try $0.reveal(type, id: id) }
    }

    /// Whose the record is and who else sees it; nil when there is none this store shows.
    public func sharing<R: Record>(of type: R.Type, id: R.ID) async throws -> RecordSharing? {
        try await read { try $0.sharing(of: type, id: id) }
    }

    public func fetch<R: Record>(_ type: R.Type, id: R.ID) async throws -> R? {
        try await read { try $0.fetch(type, id: id) }
    }

    /// The record whose id is exactly `id`. None: `UserError` 66 saying `notFound`, else
    /// "Nothing has the id …".
    public func existing<R: Record>(_ type: R.Type, id: R.ID, notFound: Message? = nil) async throws -> R {
        guard let record = try await fetch(type, id: id) else {
            throw UserError(notFound ?? PersistenceMessages.notFound(id.description), category: .notFound)
        }
        return record
    }

    public func fetch<R: Record>(_ query: RecordQuery<R>) async throws -> [R] {
        try await read { try $0.fetch(query) }
    }

    public func count<R: Record>(_ query: RecordQuery<R>) async throws -> Int {
        try await read { try $0.count(query) }
    }

    /// The default: read in one transaction, nothing kept.
    public func values<R: Record>(of fields: [RecordField<R>], _ query: RecordQuery<R>) async throws -> [[FieldValue]] {
        try await read { try $0.values(of: fields, query) }
    }

    /// Records whose full-text fields hold every word of `text`; at most
    /// `maximumSearchLength` characters, so no query can scan for minutes.
    public func search<R: Record>(_ type: R.Type, text: String, limit: Int? = nil) async throws -> [R] {
        guard text.count <= maximumSearchLength else {
            throw PersistenceError.searchTooLong(limit: maximumSearchLength)
        }
        return try await read { try $0.search(type, text: text, limit: limit) }
    }

    @discardableResult
    public func delete<R: Record>(_ type: R.Type, id: R.ID) async throws -> Bool {
        try await write { try $0.delete(type, id: id) }
    }

    @discardableResult
    public func deleteAll<R: Record>(_ query: RecordQuery<R>) async throws -> Int {
        try await write { try $0.deleteAll(query) }
    }
}
