import Core
import Foundation
import Persistence
import PostgresNIO

/// `RecordReader` and `RecordWriter` over one open PostgreSQL transaction.
struct PostgresRecordAccess: RecordWriter {
    let statements: PostgresStatements
    let catalog: PostgresCatalog
    /// Where lists report the records they leave out because they no longer decode.
    let skipped: UnreadableRecords
    /// The member this access is scoped to; nil for maintenance, which sees everything.
    let member: String?
    private let encoder = JSONEncoder()
    private let decoder = JSONDecoder()

    init(statements: PostgresStatements, catalog: PostgresCatalog, member: String?, skipped: UnreadableRecords) {
        self.statements = statements
        self.catalog = catalog
        self.member = member
        self.skipped = skipped
    }

    /// `head` (a SELECT or a DELETE) of the rows `condition` names with `value` bound as $1,
    /// kept to what this access may see.
    private func matching<Value: PostgresDynamicTypeEncodable>(_ head: String, _ condition: String, _ value: Value)
        -> PostgresQuery
    {
        var statement = PostgresStatement(sql: "")
        statement.binds.append(value)
        let visible = member.map { " AND " + statement.visibility($0) } ?? ""
        statement.sql = head + " WHERE " + condition + visible
        return statement.query
    }

    func fetch<R: Persistence.Record>(_ type: R.Type, id: R.ID) throws -> R? {
        let table = try catalog.collection(for: type).table
        let query = matching(#"SELECT id, body::text FROM "\#(table)""#, "id = $1", id.description)
        return try decode(type, statements.rows(query)).first
    }

    func sharing<R: Persistence.Record>(of type: R.Type, id: R.ID) throws -> RecordSharing? {
        let table = try catalog.collection(for: type).table
        let query = matching(#"SELECT owner, audience FROM "\#(table)""#, "id = $1", id.description)
        guard let row = try statements.rows(query).first else { return nil }
        let (owner, audience) = try row.decode((String, String).self)
        return RecordSharing(owner: owner, storedAudience: audience)
    }

    func sharings(in collection: String, ids: [String]) throws -> [String: RecordSharing] {
        guard !ids.isEmpty else { return [:] }
        let table = try catalog.collection(named: collection).table
        let query = matching(#"SELECT id, owner, audience FROM "\#(table)""#, "id = ANY($1)", ids)
        var found: [String: RecordSharing] = [:]
        for row in try statements.rows(query) {
            let (id, owner, audience) = try row.decode((String, String, String).self)
            found[id] = RecordSharing(owner: owner, storedAudience: audience)
        }
        return found
    }

    func fetch<R: Persistence.Record>(_ type: R.Type, ids: [R.ID]) throws -> [R] {
        guard !ids.isEmpty else { return [] }
        let table = try catalog.collection(for: type).table
        let query = matching(#"SELECT id, body::text FROM "\#(table)""#, "id = ANY($1)", ids.map(\.description))
        return try decode(type, statements.rows(query), skipping: true)
    }

    func fetch<R: Persistence.Record>(_ query: RecordQuery<R>) throws -> [R] {
        let table = try catalog.collection(for: R.self).table
        let statement = PostgresStatement.select("id, body::text", from: table, query, visibleTo: member)
        return try decode(R.self, statements.rows(statement.query), skipping: true)
    }

    func count<R: Persistence.Record>(_ query: RecordQuery<R>) throws -> Int {
        let table = try catalog.collection(for: R.self).table
        let statement = PostgresStatement.select("count(*)", from: table, query, visibleTo: member, paged: false)
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
        var statement = PostgresStatement(sql: "")
        var conditions: [String] = []
        for term in terms {
            statement.binds.append("%" + Self.escapeLike(term) + "%")
            conditions.append("search LIKE $\(statement.binds.count)")
        }
        if let member { conditions.append(statement.visibility(member)) }
        statement.sql =
            #"SELECT id, body::text FROM "\#(collection.table)" WHERE \#(conditions.joined(separator: " AND ")) ORDER BY seq DESC"#
        if let limit {
            statement.binds.append(limit)
            statement.sql += " LIMIT $\(statement.binds.count)"
        }
        return try decode(type, statements.rows(statement.query), skipping: true)
    }

    func save<R: Persistence.Record>(_ record: R) throws {
        try save([record])
    }

    /// Saves in statements of up to `batchSize` rows (`unnest` of three arrays): a batch of
    /// 100,000 records is a hundred round trips, not 100,000. Within a batch the last record
    /// of an id wins, as saving them one by one would.
    func save<R: Persistence.Record>(_ records: [R]) throws {
        try save(records, owner: member ?? RecordSharing.firstMember, audience: R.defaultAudience, reshare: false)
    }

    func save<R: Persistence.Record>(_ record: R, audience: Audience) throws {
        try save([record], owner: member ?? RecordSharing.firstMember, audience: audience, reshare: true)
    }

    func save<R: Persistence.Record>(_ records: [R], sharing: RecordSharing) throws {
        try save(records, owner: member ?? sharing.owner, audience: sharing.audience, reshare: true)
    }

    /// Inserts `records` as `owner`'s for `audience`, or replaces the body of those with
    /// their ids, keeping their owner, and their audience unless `reshare` and the writer is
    /// the owner (or maintenance). A record this access may not see is left alone and the
    /// save is "not found": its existence is not revealed.
    private func save<R: Persistence.Record>(_ records: [R], owner: String, audience: Audience, reshare: Bool) throws {
        let collection = try catalog.collection(for: R.self)
        var start = records.startIndex
        var written = 0
        var expected = 0
        try statements.pipeline {
            guard start < records.endIndex else { return nil }
            let end = min(start + Self.batchSize, records.endIndex)
            defer { start = end }
            let (query, rows) = try upsert(
                records[start..<end], into: collection, owner: owner, audience: audience, reshare: reshare)
            expected += rows
            return query
        } counting: {
            written += $0
        }
        if written < expected, let record = records.first {
            throw UserError(PersistenceMessages.notFound(record.storageID), category: .notFound)
        }
        // A bulk write (an import) changes the table's shape at once; the planner's
        // statistics would otherwise lag until autovacuum comes by, and a search for a
        // common word would meanwhile walk thousands of matches instead of the newest 20.
        if records.count >= Self.bulkSize {
            try statements.execute(#"ANALYZE "\#(collection.table)""#)
        }
    }

    /// One statement that inserts or replaces `records`, and how many rows it should change.
    private func upsert<R: Persistence.Record>(
        _ records: ArraySlice<R>, into collection: PostgresCatalog.Collection, owner: String, audience: Audience,
        reshare: Bool
    ) throws -> (PostgresQuery, Int) {
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
        var statement = PostgresStatement(sql: "")
        statement.binds.append(order)
        statement.binds.append(order.map { rows[$0]!.body })
        statement.binds.append(order.map { rows[$0]!.search })
        statement.binds.append(owner)
        statement.binds.append(audience.rawValue)
        let table = #""\#(collection.table)""#
        let newAudience =
            !reshare
            ? "\(table).audience"
            : member == nil
                ? "excluded.audience"
                : "CASE WHEN \(table).owner = excluded.owner THEN excluded.audience ELSE \(table).audience END"
        let visible = member.map { " WHERE " + statement.visibility($0, column: table + ".") } ?? ""
        statement.sql = #"""
            INSERT INTO \#(table)(id, body, search, owner, audience)
            SELECT id, body::jsonb, search, $4, $5 FROM unnest($1::text[], $2::text[], $3::text[]) AS row(id, body, search)
            ON CONFLICT (id) DO UPDATE SET body = excluded.body, search = excluded.search, audience = \#(newAudience)
            """# + visible
        return (statement.query, order.count)
    }

    /// Rows per insert statement.
    static let batchSize = 1_000
    /// Records in one save from which the table's statistics are refreshed.
    static let bulkSize = 5_000

    func share(collection: String, id: String, with audience: Audience) throws -> Bool {
        let table = try catalog.collection(named: collection).table
        var binds = PostgresBindings()
        binds.append(audience.rawValue)
        binds.append(id)
        var sql = #"UPDATE "\#(table)" SET audience = $1 WHERE id = $2"#
        if let member {
            binds.append(member)
            sql += " AND owner = $3"
        }
        return try statements.changed(PostgresQuery(unsafeSQL: sql, binds: binds)) > 0
    }

    @discardableResult
    func delete<R: Persistence.Record>(_ type: R.Type, id: R.ID) throws -> Bool {
        let table = try catalog.collection(for: type).table
        return try statements.changed(matching(#"DELETE FROM "\#(table)""#, "id = $1", id.description)) > 0
    }

    @discardableResult
    func deleteAll<R: Persistence.Record>(_ query: RecordQuery<R>) throws -> Int {
        let table = try catalog.collection(for: R.self).table
        return try statements.changed(PostgresStatement.delete(from: table, query, visibleTo: member).query)
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

    /// `LIKE`'s own characters as plain text.
    private static func escapeLike(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
            .replacingOccurrences(of: "_", with: "\\_")
    }
}
