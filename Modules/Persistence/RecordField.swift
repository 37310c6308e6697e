/// A field of a record's stored body that queries filter and sort on: a top-level key or
/// a dotted path. Records name theirs from their `CodingKeys` (as GRDB's
/// `Column(CodingKeys.id)` does), so a misspelt field is a compile error, not a query
/// that silently matches nothing; the type parameter keeps a field to its own record.
public struct RecordField<R: Record>: Sendable, Hashable, CustomStringConvertible {
    /// The JSON path in the stored body (`savedAt`, `app.primaryGenre`).
    public let path: String

    /// The field a coding key names.
    public init(_ key: some CodingKey) {
        path = key.stringValue
    }

    /// `nested` inside the value `key` names.
    public init(_ key: some CodingKey, _ nested: any CodingKey) {
        path = key.stringValue + "." + nested.stringValue
    }

    /// The id every record has (`Identifiable`).
    public static var id: RecordField<R> { RecordField(path: "id") }

    /// A field by its path, for records whose keys are spelt out by hand (tests, tools).
    public init(path: String) {
        self.path = path
    }

    public var description: String { path }
}
