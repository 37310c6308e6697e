import Persistence

/// A record store whose writes fail, as a full disk would; reads go to `base`.
public struct RefusingRecordStore: RecordStore {
    let base: any RecordStore

    public init(base: any RecordStore) {
        self.base = base
    }

    public func read<T: Sendable>(_ body: @escaping @Sendable (any RecordReader) throws -> T) async throws -> T {
        try await base.read(body)
    }

    public func write<T: Sendable>(_ body: @escaping @Sendable (any RecordWriter) throws -> T) async throws -> T {
        throw PersistenceError.readOnly(path: "test")
    }

    public func values<R: Record>(of fields: [RecordField<R>], _ query: RecordQuery<R>) async throws
        -> [[FieldValue]]
    {
        try await base.values(of: fields, query)
    }

    public func observe<R: Record>(_ query: RecordQuery<R>) -> AsyncThrowingStream<[R], any Error> {
        base.observe(query)
    }

    public func changes<R: Record>(of type: R.Type) -> AsyncThrowingStream<Void, any Error> {
        base.changes(of: type)
    }
}
