/// Reads records inside one consistent snapshot (a read transaction).
public protocol RecordReader {
    /// The record with `id`, or nil.
    func fetch<R: Record>(_ type: R.Type, id: R.ID) throws -> R?
    /// The records with these ids that exist, in no particular order: one query for many ids.
    func fetch<R: Record>(_ type: R.Type, ids: [R.ID]) throws -> [R]
    /// The records matching `query`, in its order.
    func fetch<R: Record>(_ query: RecordQuery<R>) throws -> [R]
    /// Each matching record's `fields`, in the query's order, read without decoding the
    /// records: what a figure over thousands of them needs (a goal's certified days). A field
    /// a record lacks is `.null`; true and false read as 1 and 0, a date as its seconds.
    func values<R: Record>(of fields: [RecordField<R>], _ query: RecordQuery<R>) throws -> [[FieldValue]]
    /// How many records match `query` (its limit and offset are ignored).
    func count<R: Record>(_ query: RecordQuery<R>) throws -> Int
    /// Records whose full-text fields contain `text`, best matches first. Any text is
    /// accepted (quotes, operators, emoji); matching ignores case and finds substrings.
    func search<R: Record>(_ type: R.Type, text: String, limit: Int?) throws -> [R]
    /// Whose the record with `id` is and who else sees it; nil when there is none this
    /// reader may see.
    func sharing<R: Record>(of type: R.Type, id: R.ID) throws -> RecordSharing?
    /// Whose each record of `collection` with one of `ids` is, for those this reader sees.
    func sharings(in collection: String, ids: [String]) throws -> [String: RecordSharing]
}
