/// What to fetch from one collection: filters, sort order, paging.
public struct RecordQuery<R: Record>: Sendable {
    /// One condition on a field.
    public enum Filter: Sendable, Hashable {
        case equals(RecordField<R>, FieldValue)
        case notEquals(RecordField<R>, FieldValue)
        case isIn(RecordField<R>, [FieldValue])
        /// `lower ≤ field ≤ upper`; either bound may be absent.
        case range(RecordField<R>, lower: FieldValue?, upper: FieldValue?)
        /// The record's full-text fields hold every word of the text, as `search` matches
        /// (case and width ignored, substrings found); blank text holds for every record.
        case containsText(String)
    }

    /// One sort key; later keys break ties of earlier ones, and insertion order (in the
    /// last key's direction) breaks what ties remain.
    public struct Sort: Sendable, Hashable {
        public let field: RecordField<R>
        public let descending: Bool

        public static func ascending(_ field: RecordField<R>) -> Sort { Sort(field: field, descending: false) }
        public static func descending(_ field: RecordField<R>) -> Sort { Sort(field: field, descending: true) }
    }

    public var filters: [Filter]
    public var sort: [Sort]
    public var limit: Int?
    public var offset: Int?
    /// Only the records the store's member owns, none of the household's others (a store
    /// scoped to no one, maintenance, owns them all).
    public var onlyMine: Bool

    public init(
        filters: [Filter] = [], sort: [Sort] = [], limit: Int? = nil, offset: Int? = nil, onlyMine: Bool = false
    ) {
        self.filters = filters
        self.sort = sort
        self.limit = limit
        self.offset = offset
        self.onlyMine = onlyMine
    }

    /// Every record, in insertion order.
    public static var all: RecordQuery<R> { RecordQuery() }

    public func filter(_ filter: Filter) -> Self {
        var copy = self
        copy.filters.append(filter)
        return copy
    }
    public func filter(_ field: RecordField<R>, equals value: FieldValue) -> Self { filter(.equals(field, value)) }
    /// The same query over the records holding every word of `text` (`containsText`), kept
    /// to `maximumSearchLength` characters as a search is, so no query scans for minutes.
    public func containing(text: String) throws(PersistenceError) -> Self {
        guard text.count <= maximumSearchLength else { throw .searchTooLong(limit: maximumSearchLength) }
        let words = text.split(whereSeparator: { $0.isWhitespace })
        return words.isEmpty ? self : filter(.containsText(words.joined(separator: " ")))
    }
    /// The same query over the member's own records only ("내 판매글").
    public func mine() -> Self {
        var copy = self
        copy.onlyMine = true
        return copy
    }
    public func sorted(by keys: Sort...) -> Self {
        var copy = self
        copy.sort += keys
        return copy
    }
    /// The same query limited to `count` records when there is a count.
    public func limit(_ count: Int?) -> Self {
        guard let count else { return self }
        return limit(count, offset: nil)
    }
    public func limit(_ count: Int, offset: Int? = nil) -> Self {
        var copy = self
        copy.limit = count
        copy.offset = offset
        return copy
    }
}
