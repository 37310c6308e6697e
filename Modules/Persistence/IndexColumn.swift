/// One field of an index an engine builds for a record type, in its direction.
public struct IndexColumn: Sendable, Hashable {
    /// The field's path in the stored body.
    public let path: String
    /// Whether the index keeps the field's values largest first: a list sorted one field up
    /// and the next down (genres by name, each newest first) then walks it without sorting.
    public let descending: Bool

    public init(path: String, descending: Bool = false) {
        self.path = path
        self.descending = descending
    }

    /// The column as index names and signatures spell it: `savedAt`, or `savedAt desc`.
    public var name: String { descending ? path + " desc" : path }
}

extension Record {
    /// Every index the type asks for: one for each indexed field and file field, then each
    /// compound index.
    public static var indexColumns: [[IndexColumn]] {
        // Closures, not `\.path`: a key path into a generic type is built at run time on
        // first use, and that had the runtime scan every conformance for `R: Record`.
        (indexedFields + blobFields).map { [IndexColumn(path: $0.path)] }
            + compoundIndexes.map { $0.map { IndexColumn(path: $0.field.path, descending: $0.descending) } }
    }
}
