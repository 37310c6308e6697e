import Foundation

extension RecordStore {
    /// Applies an edit that began from `original` (the version a page or a command opened)
    /// to the stored record, in one transaction. The edit owns `fields`: when any of them
    /// was changed elsewhere since `original`, nothing is written and
    /// `PersistenceError.conflict` shows what changed, so a stale form never silently
    /// overwrites a newer edit. Changes elsewhere to other fields (a wish toggled) are kept:
    /// `change` is applied to the stored record, not to `original`. `change` returns the
    /// record to save and the files it no longer names (removed after the commit); `files`
    /// are written first.
    @discardableResult
    public func update<R: Record>(
        _ original: R, owning fields: [RecordField<R>], attaching files: [BlobKey: Data] = [:],
        to blobs: (any BlobStore)? = nil,
        _ change: @escaping @Sendable (R) throws -> (record: R, released: [BlobKey])
    ) async throws -> R {
        let owned = Set(fields.map(\.path))
        let body: @Sendable (any RecordWriter) throws -> (result: R, released: [BlobKey]) = { writer in
            guard let current = try writer.fetch(R.self, id: original.id) else {
                throw PersistenceError.conflict(collection: R.collection, id: original.storageID, changes: [])
            }
            let changes = RecordChanges.between(original, current).filter { owned.contains($0.field) }
            guard changes.isEmpty else {
                throw PersistenceError.conflict(collection: R.collection, id: original.storageID, changes: changes)
            }
            let (record, released) = try change(current)
            try writer.save(record)
            return (record, released)
        }
        guard let blobs else { return try await write { try body($0).result } }
        return try await write(attaching: files, to: blobs, body)
    }
}
