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

    /// `head` (a SELECT or a DELETE) of the row an id means to this access: the member's own
    /// record with it, else (unless `personal`) one the household shares, the earliest; for
    /// maintenance the earliest of any owner's.
    private func row(_ head: String, table: String, id: String, personal: Bool) -> PostgresQuery {
        var statement = PostgresStatement(sql: "")
        statement.binds.append(id)
        var lookup = #"SELECT seq FROM "\#(table)" WHERE id = $1"#
        if let member {
            statement.binds.append(member)
            lookup +=
                personal
                ? " AND owner = $2"
                : " AND (owner = $2 OR audience = '\(Audience.household.rawValue)') ORDER BY owner = $2 DESC, seq"
        } else {
            lookup += " ORDER BY seq"
        }
        statement.sql = head + " WHERE seq = (" + lookup + " LIMIT 1)"
        return statement.query
    }

    /// `head` of the rows whose id is one of `ids` that this access sees, as a list does.
    private func rows(_ head: String, table: String, ids: [String]) -> PostgresQuery {
        var statement = PostgresStatement(sql: "")
        statement.binds.append(ids)
        let visible = member.map { " AND " + statement.visibility($0, table: table) } ?? ""
        statement.sql = head + " WHERE id = ANY($1)" + visible
        return statement.query
    }

    func fetch<R: Persistence.Record>(_ type: R.Type, id: R.ID) throws -> R? {
        let table = try catalog.collection(for: type).table
        let query = row(
            #"SELECT id, body::text FROM "\#(table)""#, table: table, id: id.description, personal: R.isPersonal)
        return try decode(type, statements.rows(query)).first
    }

    func sharing<R: Persistence.Record>(of type: R.Type, id: R.ID) throws -> RecordSharing? {
        let table = try catalog.collection(for: type).table
        let query = row(
            #"SELECT owner, audience FROM "\#(table)""#, table: table, id: id.description, personal: R.isPersonal)
        guard let found = try statements.rows(query).first else { return nil }
        let (owner, audience) = try found.decode((String, String).self)
        return RecordSharing(owner: owner, storedAudience: audience)
    }

    func sharings(in collection: String, ids: [String]) throws -> [String: RecordSharing] {
        guard !ids.isEmpty else { return [:] }
        let table = try catalog.collection(named: collection).table
        let query = rows(#"SELECT id, owner, audience FROM "\#(table)""#, table: table, ids: ids)
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
        let query = rows(#"SELECT id, body::text FROM "\#(table)""#, table: table, ids: ids.map(\.description))
        return try decode(type, statements.rows(query), skipping: true)
    }

    func fetch<R: Persistence.Record>(_ query: RecordQuery<R>) throws -> [R] {
        let table = try catalog.collection(for: R.self).table
        let statement = PostgresStatement.select("id, body::text", from: table, query, visibleTo: member)
        return try decode(R.self, statements.rows(statement.query), skipping: true)
    }

    func values<R: Persistence.Record>(of fields: [RecordField<R>], _ query: RecordQuery<R>) throws -> [[FieldValue]] {
        guard !fields.isEmpty else { return [] }
        let table = try catalog.collection(for: R.self).table
        // Each field's JSON type beside its text, so a number reads as a number.
        let columns = fields.map { field in
            let json = PostgresField.json(field.path)
            return "jsonb_typeof(\(json)), \(json) #>> '{}'"
        }
        let statement = PostgresStatement.select(
            columns.joined(separator: ", "), from: table, query, visibleTo: member)
        return try statements.rows(statement.query).map { row in
            let cells = try row.map { try $0.decode(String?.self) }
            return (0..<fields.count).map { index in
                switch (cells[2 * index], cells[2 * index + 1]) {
                case ("number", let text?): Int(text).map { .int($0) } ?? Double(text).map { .double($0) } ?? .null
                case ("string", let text?): .string(text)
                case ("boolean", let text?): .int(text == "true" ? 1 : 0)
                default: .null
                }
            }
        }
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
        let terms = Self.searchTerms(text)
        guard !collection.fullTextFields.isEmpty, !terms.isEmpty else { return [] }
        var statement = PostgresStatement(sql: "")
        var conditions: [String] = []
        for term in terms {
            statement.binds.append("%" + Self.escapeLike(term) + "%")
            conditions.append("search LIKE $\(statement.binds.count)")
        }
        if let member { conditions.append(statement.visibility(member, table: collection.table)) }
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
        try save(
            records, owner: member ?? RecordSharing.firstMember, audience: R.defaultAudience.rawValue, reshare: false)
    }

    func save<R: Persistence.Record>(_ record: R, audience: Audience) throws {
        try save([record], owner: member ?? RecordSharing.firstMember, audience: audience.rawValue, reshare: true)
    }

    func save<R: Persistence.Record>(_ records: [R], sharing: RecordSharing) throws {
        try save(records, owner: member ?? sharing.owner, audience: sharing.storedAudience, reshare: true)
    }

    func save<R: Persistence.Record, O: Persistence.Record>(_ record: R, hiddenFromOwnerOf type: O.Type, id: O.ID)
        throws
    {
        let table = try catalog.collection(for: type).table
        let query = row(#"SELECT owner FROM "\#(table)""#, table: table, id: id.description, personal: O.isPersonal)
        guard let owner = try statements.rows(query).first?.decode(String.self) else {
            throw UserError(PersistenceMessages.notFound(id.description), category: .notFound)
        }
        let writer = member ?? RecordSharing.firstMember
        guard owner != writer else { throw PersistenceError.ownRecord }
        let sharing = RecordSharing(owner: writer, audience: .household, hiddenFrom: owner)
        try save([record], owner: writer, audience: sharing.storedAudience, reshare: true)
    }

    func reveal<R: Persistence.Record>(_ type: R.Type, id: R.ID) throws -> Bool {
        let table = try catalog.collection(for: type).table
        var binds = PostgresBindings()
        binds.append(Audience.household.rawValue)
        binds.append(id.description)
        let prefix = RecordSharing.hiddenPrefix
        var sql = #"UPDATE "\#(table)" SET audience = $1 WHERE id = $2 AND "#
        if let member {
            binds.append(prefix + member)
            sql += "audience = $3"
        } else {
            sql += "left(audience, \(prefix.count)) = '\(prefix)'"
        }
        return try statements.changed(PostgresQuery(unsafeSQL: sql, binds: binds)) > 0
    }

    /// Replaces the body of the record each id means to this access (the member's own, else a
    /// household one they edit together, which keeps its owner), its audience too when
    /// `reshare` and the writer owns it; inserts the others as `owner`'s for `audience`.
    /// Another member's record this access does not see is never touched: the member keeps
    /// their own with that id.
    private func save<R: Persistence.Record>(_ records: [R], owner: String, audience: String, reshare: Bool) throws {
        let collection = try catalog.collection(for: R.self)
        if let member, !R.ownersFields.isEmpty { try checkOwnersFields(of: records, in: collection.table, by: member) }
        var start = records.startIndex
        try statements.pipeline {
            guard start < records.endIndex else { return nil }
            let end = min(start + Self.batchSize, records.endIndex)
            defer { start = end }
            return try upsert(
                records[start..<end], into: collection, owner: owner, audience: audience, reshare: reshare)
        }
        // A bulk write (an import) changes the table's shape at once; the planner's
        // statistics would otherwise lag until autovacuum comes by, and a search for a
        // common word would meanwhile walk thousands of matches instead of the newest 20.
        if records.count >= Self.bulkSize {
            try statements.execute(#"ANALYZE "\#(collection.table)""#)
        }
    }

    /// One statement that inserts or replaces `records`.
    private func upsert<R: Persistence.Record>(
        _ records: ArraySlice<R>, into collection: PostgresCatalog.Collection, owner: String, audience: String,
        reshare: Bool
    ) throws -> PostgresQuery {
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
        statement.binds.append(audience)
        let table = #""\#(collection.table)""#
        let input =
            "SELECT id, body::jsonb, search FROM unnest($1::text[], $2::text[], $3::text[]) AS row(id, body, search)"
        guard member != nil else {
            statement.sql = #"""
                INSERT INTO \#(table)(id, body, search, owner, audience) SELECT id, body, search, $4, $5 FROM (\#(input)) AS input
                ON CONFLICT (id, owner) DO UPDATE SET body = excluded.body, search = excluded.search, \#(
                    reshare ? "audience = excluded.audience" : "audience = \(table).audience")
                """#
            return statement.query
        }
        // The rows the ids mean (`row(…)`'s choice, for many ids at once), replaced; the
        // ids that mean none, inserted as the member's.
        let shared = R.isPersonal ? "" : " OR audience = '\(Audience.household.rawValue)'"
        let newAudience =
            reshare ? "CASE WHEN \(table).owner = $4 THEN $5 ELSE \(table).audience END" : "\(table).audience"
        statement.sql = #"""
            WITH input AS (\#(input)),
            target AS (
                SELECT DISTINCT ON (t.id) t.id, t.seq FROM \#(table) AS t JOIN input ON t.id = input.id
                WHERE t.owner = $4\#(shared) ORDER BY t.id, t.owner = $4 DESC, t.seq
            ),
            replaced AS (
                UPDATE \#(table) SET body = input.body, search = input.search, audience = \#(newAudience)
                FROM target JOIN input ON input.id = target.id WHERE \#(table).seq = target.seq
            )
            INSERT INTO \#(table)(id, body, search, owner, audience)
            SELECT id, body, search, $4, $5 FROM input WHERE id NOT IN (SELECT id FROM target)
            """#
        return statement.query
    }

    /// Refuses saves by `member` that change an owner's own field of another's household
    /// record they would replace (as SQLite's).
    private func checkOwnersFields<R: Persistence.Record>(of records: [R], in table: String, by member: String) throws {
        var statement = PostgresStatement(sql: "")
        statement.binds.append(records.map(\.storageID))
        statement.binds.append(member)
        statement.sql = #"""
            SELECT DISTINCT ON (id) id, owner, body::text FROM "\#(table)"
            WHERE id = ANY($1) AND (owner = $2 OR audience = '\#(Audience.household.rawValue)')
            ORDER BY id, owner = $2 DESC, seq
            """#
        var stored: [String: String] = [:]
        for row in try statements.rows(statement.query) {
            let (id, owner, body) = try row.decode((String, String, String).self)
            if owner != member { stored[id] = body }
        }
        for record in records {
            guard let body = stored[record.storageID] else { continue }
            try RecordBody.checkOwnersFields(
                of: R.self, stored: body, new: try RecordBody.encode(record, with: encoder))
        }
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
        let query = row(#"DELETE FROM "\#(table)""#, table: table, id: id.description, personal: R.isPersonal)
        return try statements.changed(query) > 0
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

    /// The folded words a search for `text` looks for, each as a substring.
    static func searchTerms(_ text: String) -> [String] {
        // PostgreSQL text cannot hold NUL, and stored text never does: it matches nothing extra.
        TextFolding.fold(text.replacingOccurrences(of: "\u{0}", with: ""))
            .split(whereSeparator: { $0.isWhitespace }).map(String.init)
    }

    /// `LIKE`'s own characters as plain text.
    static func escapeLike(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
            .replacingOccurrences(of: "_", with: "\\_")
    }
}
