/// Reads and writes records inside one atomic transaction: every change made through
/// it is committed together, or none is when the body throws.
public protocol RecordWriter: RecordReader {
    /// Inserts the record, or replaces the one with the same id.
    func save<R: Record>(_ record: R) throws
    /// Inserts or replaces each record, as one batch.
    func save<R: Record>(_ records: [R]) throws
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
