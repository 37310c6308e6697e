/// Reads and writes records inside one atomic transaction: every change made through
/// it is committed together, or none is when the body throws.
public protocol RecordWriter: RecordReader {
    /// Inserts the record, or replaces the one with the same id.
    func save<R: Record>(_ record: R) throws
    /// Inserts or replaces each record, as one batch. A new record is its writer's member's
    /// (the household's first admin's, for an unscoped writer), seen by its type's default
    /// audience; a replaced one keeps its owner and audience.
    func save<R: Record>(_ records: [R]) throws
    /// Saves `record` for `audience`. Only the owner changes a record's audience: another
    /// member's edit of a household record keeps it shared.
    func save<R: Record>(_ record: R, audience: Audience) throws
    /// Saves `records` with their sharing as stored elsewhere (a copy between engines). A
    /// writer scoped to a member saves as that member whatever `sharing` names.
    func save<R: Record>(_ records: [R], sharing: RecordSharing) throws
    /// Makes the record of `collection` with `id` seen by `audience`, its body untouched;
    /// only its owner can (maintenance: anyone). Returns whether it changed.
    @discardableResult
    func share(collection: String, id: String, with audience: Audience) throws -> Bool
    /// Saves `record` for the household but one member: the owner of the `type` record with
    /// `id`, as this writer sees it (a gift claim, kept from the wisher). That owner's reads,
    /// lists, searches, counts and observations never find it until they `reveal` it. The
    /// writer may not hide a record from themselves (`PersistenceError.ownRecord`).
    func save<R: Record, O: Record>(_ record: R, hiddenFromOwnerOf type: O.Type, id: O.ID) throws
    /// Shows the record with `id` kept from this writer's member to them, and so to the
    /// whole household (a gift claim, once the gift is received). Returns whether one was.
    @discardableResult
    func reveal<R: Record>(_ type: R.Type, id: R.ID) throws -> Bool
    /// Deletes the record with `id`; returns whether there was one.
    @discardableResult
    func delete<R: Record>(_ type: R.Type, id: R.ID) throws -> Bool
    /// Deletes every record matching `query`; returns how many.
    @discardableResult
    func deleteAll<R: Record>(_ query: RecordQuery<R>) throws -> Int
}

extension RecordWriter {
    public func save<R: Record>(_ records: [R]) throws {
        for record in records { try save(record) }
    }
}
