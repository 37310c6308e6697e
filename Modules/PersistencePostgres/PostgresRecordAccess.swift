import Foundation
import Persistence
import PostgresNIO

/// `RecordReader` and `RecordWriter` over one open PostgreSQL transaction.
struct PostgresRecordAccess: RecordWriter {
    let statements: PostgresStatements
    let catalog: PostgresCatalog
    /// Where lists report the records they leave out because they no longer decode.
    let skipped: UnreadableRecords
    private let encoder = JSONEncoder()
    private let decoder = JSONDecoder()

    init(statements: PostgresStatements, catalog: PostgresCatalog, skipped: UnreadableRecords) {
        self.statements = statements
        self.catalog = catalog
        self.skipped = skipped
    }

    func fetch<R: Persistence.Record>(_ type: R.Type, id: R.ID) throws -> R? {
        let table = try catalog.collection(for: type).table
        let rows = try statements.rows(
            PostgresQuery(
                unsafeSQL: #"SELECT id, body::text FROM "\#(table)" WHERE id = $1"#,
                binds: Self.binds([id.description])))
        return try decode(type, rows).first
    }

    func fetch<R: Persistence.Record>(_ type: R.Type, ids: [R.ID]) throws -> [R] {
        guard !ids.isEmpty else { return [] }
        let table = try catalog.collection(for: type).table
        var binds = PostgresBindings()
        binds.append(ids.map(\.description))
        let rows = try statements.rows(
            PostgresQuery(
                unsafeSQL: #"SELECT id, body::text FROM "\#(table)" WHERE id = ANY($1)"#,
                binds: binds))
        return try decode(type, rows, skipping: true)
    }

    func fetch<R: Persistence.Record>(_ query: RecordQuery<R>) throws -> [R] {
        let table = try catalog.collection(for: R.self).table
        let statement = PostgresStatement.select("id, body::text", from: table, query)
        return try decode(R.self, statements.rows(statement.query), skipping: true)
    }

    func count<R: Persistence.Record>(_ query: RecordQuery<R>) throws -> Int {
        let table = try catalog.collection(for: R.self).table
        let statement = PostgresStatement.select("count(*)", from: table, query, paged: false)
        return try statements.rows(statement.query).first?.decode(Int.self) ?? 0
    }

    /// Every folded term must occur in the folded text; the trigram index serves terms of
    /// three or more characters, shorter ones are matched in what those leave. Newest first.
    func search<R: Persistence.Record>(_ type: R.Type, text: String, limit: Int?) throws -> [R] {
        let collection = try catalog.collection(for: type)
        // PostgreSQL text cannot hold NUL, and stored text never does: it matches nothing extra.
        let terms = TextFolding.fold(text.replacingOccurrences(of: "\u{0}", with: ""))
            .split(whereSeparator: { $0.isWhitespace }).map(String.init)
        guard !collection.fullTextFields.isEmpty, !terms.isEmpty else { return [] }
        var binds = PostgresBindings()
        var conditions: [String] = []
        for term in terms {
            binds.append("%" + Self.escapeLike(term) + "%")
            conditions.append("search LIKE $\(binds.count)")
        }
        var sql =
            #"SELECT id, body::text FROM "\#(collection.table)" WHERE \#(conditions.joined(separator: " AND ")) ORDER BY seq DESC"#
        if let limit {
            binds.append(limit)
            sql += " LIMIT $\(binds.count)"
        }
        return try decode(type, statements.rows(PostgresQuery(unsafeSQL: sql, binds: binds)), skipping: true)
    }

    func save<R: Persistence.Record>(_ record: R) throws {
        try save([record])
    }

    /// Saves in statements of up to `batchSize` rows (`unnest` of three arrays): a batch of
    /// 100,000 records is a hundred round trips, not 100,000. Within a batch the last record
    /// of an id wins, as saving them one by one would.
    func save<R: Persistence.Record>(_ records: [R]) throws {
        let collection = try catalog.collection(for: R.self)
        var start = records.startIndex
        try statements.pipeline {
            guard start < records.endIndex else { return nil }
            let end = min(start + Self.batchSize, records.endIndex)
            defer { start = end }
            return try upsert(records[start..<end], into: collection)
        }
        // A bulk write (an import) changes the table's shape at once; the planner's
        // statistics would otherwise lag until autovacuum comes by, and a search for a
        // common word would meanwhile walk thousands of matches instead of the newest 20.
        if records.count >= Self.bulkSize {
            try statements.execute(#"ANALYZE "\#(collection.table)""#)
        }
    }

    /// One statement that inserts or replaces `records`.
    private func upsert<R: Persistence.Record>(_ records: ArraySlice<R>, into collection: PostgresCatalog.Collection)
        throws -> PostgresQuery
    {
        var rows: [String: (body: String, search: String)] = [:]
        var order: [String] = []
        for record in records {
            let data = try RecordBody.encode(record, with: encoder)
            let search =
                collection.fullTextFields.isEmpty
                ? ""
                : collection.searchText(of: (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:])
            if rows.updateValue((String(decoding: data, as: UTF8.self), search), forKey: record.storageID) == nil {
                order.append(record.storageID)
            }
        }
        var binds = PostgresBindings()
        binds.append(order)
        binds.append(order.map { rows[$0]!.body })
        binds.append(order.map { rows[$0]!.search })
        return PostgresQuery(
            unsafeSQL: #"""
                INSERT INTO "\#(collection.table)"(id, body, search)
                SELECT id, body::jsonb, search FROM unnest($1::text[], $2::text[], $3::text[]) AS row(id, body, search)
                ON CONFLICT (id) DO UPDATE SET body = excluded.body, search = excluded.search
                """#, binds: binds)
    }

    /// Rows per insert statement.
    static let batchSize = 1_000
    /// Records in one save from which the table's statistics are refreshed.
    static let bulkSize = 5_000

    @discardableResult
    func delete<R: Persistence.Record>(_ type: R.Type, id: R.ID) throws -> Bool {
        let table = try catalog.collection(for: type).table
        return try statements.changed(
            PostgresQuery(
                unsafeSQL: #"DELETE FROM "\#(table)" WHERE id = $1"#,
                binds: Self.binds([id.description]))) > 0
    }

    @discardableResult
    func deleteAll<R: Persistence.Record>(_ query: RecordQuery<R>) throws -> Int {
        let table = try catalog.collection(for: R.self).table
        return try statements.changed(PostgresStatement.delete(from: table, query).query)
    }

    /// The rows' records. A list (`skipping`) leaves out one that no longer decodes and
    /// reports it, as SQLite's lists do; a fetch by id names it in the error.
    private func decode<R: Persistence.Record>(_ type: R.Type, _ rows: [PostgresRow], skipping: Bool = false) throws
        -> [R]
    {
        try rows.compactMap { row in
            let (id, body) = try row.decode((String, String).self)
            do {
                return try R.decoded(fromBody: body, id: id, decoder: decoder)
            } catch PersistenceError.undecodable where skipping {
                skipped.add(collection: R.collection, id: id)
                return nil
            }
        }
    }

    private static func binds(_ values: [String]) -> PostgresBindings {
        var binds = PostgresBindings()
        for value in values { binds.append(value) }
        return binds
    }

    /// `LIKE`'s own characters as plain text.
    private static func escapeLike(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
            .replacingOccurrences(of: "_", with: "\\_")
    }
}
