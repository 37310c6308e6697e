/// A writer whose saves are all for one audience (a command's `--visibility`): a new
/// record is seen by it, and an edited one too when its writer owns it.
struct AudienceWriter: RecordWriter {
    let base: any RecordWriter
    let audience: Audience

    func fetch<R: Record>(_ type: R.Type, id: R.ID) throws -> R? { try base.fetch(type, id: id) }
    func fetch<R: Record>(_ type: R.Type, ids: [R.ID]) throws -> [R] { try base.fetch(type, ids: ids) }
    func values<R: Record>(of fields: [RecordField<R>], _ query: RecordQuery<R>) throws -> [[FieldValue]] {
        try base.values(of: fields, query)
    }
    func fetch<R: Record>(_ query: RecordQuery<R>) throws -> [R] { try base.fetch(query) }
    func count<R: Record>(_ query: RecordQuery<R>) throws -> Int { try base.count(query) }
    func search<R: Record>(_ type: R.Type, text: String, limit: Int?) throws -> [R] {
        try base.search(type, text: text, limit: limit)
    }
    func sharing<R: Record>(of type: R.Type, id: R.ID) throws -> RecordSharing? { try base.sharing(of: type, id: id) }
    func sharings(in collection: String, ids: [String]) throws -> [String: RecordSharing] {
        try base.sharings(in: collection, ids: ids)
    }

    func save<R: Record>(_ record: R) throws { try base.save(record, audience: audience) }
    func save<R: Record>(_ records: [R]) throws {
        for record in records { try base.save(record, audience: audience) }
    }
    func save<R: Record>(_ record: R, audience: Audience) throws { try base.save(record, audience: audience) }
    func save<R: Record>(_ records: [R], sharing: RecordSharing) throws { try base.save(records, sharing: sharing) }
    func share(collection: String, id: String, with audience: Audience) throws -> Bool {
        try base.share(collection: collection, id: id, with: audience)
    }
    func save<R: Record, O: Record>(_ record: R, hiddenFromOwnerOf type: O.Type, id: O.ID) throws {
        try base.save(record, hiddenFromOwnerOf: type, id: id)
    }
    func reveal<R: Record>(_ type: R.Type, id: R.ID) throws -> Bool { try base.reveal(type, id: id) }
    func delete<R: Record>(_ type: R.Type, id: R.ID) throws -> Bool { try base.delete(type, id: id) }
    func deleteAll<R: Record>(_ query: RecordQuery<R>) throws -> Int { try base.deleteAll(query) }
}
