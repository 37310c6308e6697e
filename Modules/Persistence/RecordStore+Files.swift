import Foundation

/// Records and the files they own, written as one operation. Files are written first and
/// the records after, in one transaction; if anything fails, the files written for it are
/// removed again, so a failure leaves neither a file without its record nor a record
/// without its file. Files a record no longer names are removed only after the records
/// are committed; one that cannot be removed then is left for `mosaic doctor --repair`
/// (an extra file loses nothing, a missing one would).
extension RecordStore {
    /// Writes `files` to `blobs`, then runs `body` in one write transaction. `body`
    /// returns its result and the files the change released, removed after the commit.
    public func write<T: Sendable>(
        attaching files: [BlobKey: Data], to blobs: any BlobStore,
        _ body: @escaping @Sendable (any RecordWriter) throws -> (result: T, released: [BlobKey])
    ) async throws -> T {
        var written: [BlobKey] = []
        do {
            for (key, data) in files.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                try await blobs.put(data, for: key)
                written.append(key)
            }
            let (result, released) = try await write(body)
            for key in released { try? await blobs.delete(key) }
            return result
        } catch {
            for key in written { try? await blobs.delete(key) }
            throw error
        }
    }

    /// Saves `record` with the files it names: `files` are written first, `released`
    /// (files it named before and no longer does) removed after.
    public func save<R: Record>(
        _ record: R, attaching files: [BlobKey: Data], to blobs: any BlobStore,
        releasing released: [BlobKey] = []
    ) async throws {
        try await write(attaching: files, to: blobs) { writer in
            try writer.save(record)
            return ((), released)
        }
    }

    /// Deletes the record, then the files it owned. Returns whether the record was there.
    @discardableResult
    public func delete<R: Record>(_ type: R.Type, id: R.ID, removing files: [BlobKey], from blobs: any BlobStore)
        async throws -> Bool
    {
        try await write(attaching: [:], to: blobs) { writer in
            (try writer.delete(type, id: id), files)
        }
    }
}
