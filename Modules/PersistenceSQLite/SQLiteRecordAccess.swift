import Core
import Foundation
import GRDB
import Persistence

/// `RecordReader` and `RecordWriter` over one open GRDB transaction, scoped to a member
/// (every read sees their records and the household's; a new record is theirs) or, for
/// maintenance, to no one (everything).
///
/// Reads of many records leave out a record that no longer decodes and tell `skipped`
/// (a list shows what it can and says how many it left out); a read of one record by id
/// names it in the error.
struct SQLiteRecordAccess: RecordWriter {
    let db: Database
    let catalog: CollectionCatalog
    let skipped: UnreadableRecords?
    /// The member this access is scoped to; nil for maintenance, which sees everything.
    let member: String?
    /// Records lately decoded, by their stored text (nil: decode every one).
    let decoded: DecodedRecords?
    private let encoder = JSONEncoder()
    private let decoder = JSONDecoder()

    init(
        db: Database, catalog: CollectionCatalog, member: String?, skipped: UnreadableRecords? = nil,
        decoded: DecodedRecords? = nil
    ) {
        self.db = db
        self.catalog = catalog
        self.member = member
        self.skipped = skipped
        self.decoded = decoded
    }

    /// ` AND <what the member sees>` for a scoped access, else nothing.
    private func visible(in schema: CollectionSchema, row: String? = nil) -> (
        sql: String, arguments: StatementArguments
    ) {
        guard let member else { return ("", []) }
        let visibility = SQLStatement.visibility(member, table: schema.table, row: row)
        return (" AND " + visibility.sql, visibility.arguments)
    }

    /// The row an id means to this access, as `rowid = (…)`: the member's own record with it,
    /// else (unless `personal`) one the household shares, the earliest; for maintenance the
    /// earliest of any owner's.
    private func row(withID id: String, in schema: CollectionSchema, personal: Bool) -> (
        sql: String, arguments: StatementArguments
    ) {
        let lookup = #"rowid = (SELECT rowid FROM "\#(schema.table)" WHERE id = ?"#
        guard let member else { return (lookup + " ORDER BY rowid LIMIT 1)", [id]) }
        if personal { return (lookup + " AND owner = ?)", [id, member]) }
        return (
            lookup
                + " AND (owner = ? OR audience = '\(Audience.household.rawValue)') ORDER BY owner = ? DESC, rowid LIMIT 1)",
            [id, member, member]
        )
    }

    func fetch<R: Persistence.Record>(_ type: R.Type, id: R.ID) throws -> R? {
        let schema = try catalog.schema(for: type)
        let row = row(withID: id.description, in: schema, personal: R.isPersonal)
        let select = try db.cachedStatement(sql: #"SELECT body FROM "\#(schema.table)" WHERE "# + row.sql)
        let body = try String.fetchOne(select, arguments: row.arguments)
        return try body.map { try R.decoded(fromBody: $0, id: id.description, decoder: decoder) }
    }

    func sharing<R: Persistence.Record>(of type: R.Type, id: R.ID) throws -> RecordSharing? {
        let schema = try catalog.schema(for: type)
        let row = row(withID: id.description, in: schema, personal: R.isPersonal)
        let select = try db.cachedStatement(sql: #"SELECT owner, audience FROM "\#(schema.table)" WHERE "# + row.sql)
        guard let found = try Row.fetchOne(select, arguments: row.arguments) else { return nil }
        return RecordSharing(owner: found["owner"], storedAudience: found["audience"])
    }

    func sharings(in collection: String, ids: [String]) throws -> [String: RecordSharing] {
        guard !ids.isEmpty else { return [:] }
        let schema = try catalog.schema(named: collection)
        let visible = visible(in: schema)
        let select = try db.cachedStatement(
            sql: #"SELECT id, owner, audience FROM "\#(schema.table)" WHERE id IN (SELECT value FROM json_each(?))"#
                + visible.sql)
        let idList = String(decoding: try encoder.encode(ids), as: UTF8.self)
        var found: [String: RecordSharing] = [:]
        for row in try Row.fetchAll(select, arguments: [idList] + visible.arguments) {
            found[row["id"]] = RecordSharing(owner: row["owner"], storedAudience: row["audience"])
        }
        return found
    }

    func fetch<R: Persistence.Record>(_ type: R.Type, ids: [R.ID]) throws -> [R] {
        guard !ids.isEmpty else { return [] }
        let schema = try catalog.schema(for: type)
        // The ids travel as one JSON array argument, so any number of them fits one statement.
        let idList = String(decoding: try encoder.encode(ids.map(\.description)), as: UTF8.self)
        let visible = visible(in: schema)
        let select = try db.cachedStatement(
            sql: #"SELECT id, body FROM "\#(schema.table)" WHERE id IN (SELECT value FROM json_each(?))"#
                + visible.sql)
        let rows = try Row.fetchAll(select, arguments: [idList] + visible.arguments)
        return try Self.decodeAll(
            type, bodies: rows.map { $0["body"] }, ids: rows.map { $0["id"] }, decoder: decoder,
            skipped: skipped, kept: decoded)
    }

    func fetch<R: Persistence.Record>(_ query: RecordQuery<R>) throws -> [R] {
        let schema = try catalog.schema(for: R.self)
        let statement = try SQLStatement.select("id, body", from: schema, query, visibleTo: member)
        // Cached: a page asks the same few shapes again and again, and a member's visibility
        // makes each one slower to prepare than to run.
        let rows = try Row.fetchAll(db.cachedStatement(sql: statement.sql), arguments: statement.arguments)
        return try Self.decodeAll(
            R.self, bodies: rows.map { $0["body"] }, ids: rows.map { $0["id"] }, decoder: decoder,
            skipped: skipped, kept: decoded)
    }

    func values<R: Persistence.Record>(of fields: [RecordField<R>], _ query: RecordQuery<R>) throws -> [[FieldValue]] {
        guard !fields.isEmpty else { return [] }
        return try values(try valuesStatement(of: fields, query), columns: fields.count)
    }

    /// The statement `values(of:_:)` runs (`fields` not empty).
    func valuesStatement<R: Persistence.Record>(of fields: [RecordField<R>], _ query: RecordQuery<R>) throws
        -> SQLStatement
    {
        let schema = try catalog.schema(for: R.self)
        let columns = try fields.map { try CollectionSchema.fieldExpression($0.path) }.joined(separator: ", ")
        return try SQLStatement.select(columns, from: schema, query, visibleTo: member)
    }

    /// Each row of `statement`, whose first `columns` columns are fields.
    func values(_ statement: SQLStatement, columns: Int) throws -> [[FieldValue]] {
        let rows = try Row.fetchCursor(db.cachedStatement(sql: statement.sql), arguments: statement.arguments)
        var values: [[FieldValue]] = []
        while let row = try rows.next() {
            values.append(
                (0..<columns).map { column in
                    switch (row[column] as DatabaseValue).storage {
                    case .int64(let number): .int(Int(number))
                    case .double(let number): .double(number)
                    case .string(let text): .string(text)
                    case .blob, .null: .null
                    }
                })
        }
        return values
    }

    func count<R: Persistence.Record>(_ query: RecordQuery<R>) throws -> Int {
        let schema = try catalog.schema(for: R.self)
        let statement = try SQLStatement.select("COUNT(*)", from: schema, query, visibleTo: member, paged: false)
        return try Int.fetchOne(db.cachedStatement(sql: statement.sql), arguments: statement.arguments) ?? 0
    }

    /// Above this many matches a limited search is listed newest first rather than by BM25.
    static let rankingCap = 1_000

    func search<R: Persistence.Record>(_ type: R.Type, text: String, limit: Int?) throws -> [R] {
        let schema = try catalog.schema(for: type)
        let query = FullTextQuery(text)
        guard !schema.fullTextFields.isEmpty, !query.isEmpty else { return [] }
        var (conditions, arguments) = query.conditions(on: schema.ftsTable)
        // Best first: FTS5's own `rank` (BM25) ordered inside the search table, so
        // SQLite ranks without joining every match first (3× faster on 100k rows).
        // Short terms alone have no rank: newest first, which lets the scan stop early.
        var ranked = query.matchExpression != nil
        if ranked, let limit {
            // BM25 must score every match before the first row comes back; for a word in
            // thousands of records that costs more than the ranking is worth, so a very
            // common match is listed newest first instead, which stops at `limit` rows.
            let probe =
                #"SELECT count(*) FROM (SELECT 1 FROM "\#(schema.ftsTable)" WHERE \#(conditions.joined(separator: " AND ")) LIMIT ?)"#
            let matches = try Int.fetchOne(db, sql: probe, arguments: arguments + [Self.rankingCap]) ?? 0
            ranked = matches < Self.rankingCap || limit >= Self.rankingCap
        }
        var sql = #"""
            SELECT r.id, r.body FROM (
                SELECT rowid, \#(ranked ? "rank" : "0") AS score FROM "\#(schema.ftsTable)"
                WHERE \#(conditions.joined(separator: " AND "))
                ORDER BY \#(ranked ? "rank, rowid DESC" : "rowid DESC")
            """#
        if let limit {
            sql += " LIMIT ?"
            _ = arguments.append(contentsOf: [limit])
        }
        sql += #") AS f JOIN "\#(schema.table)" AS r ON r.rowid = f.rowid"#
        let visible = visible(in: schema, row: "r")
        if member != nil {
            sql += " WHERE 1" + visible.sql
            _ = arguments.append(contentsOf: visible.arguments)
        }
        sql += " ORDER BY f.score, f.rowid DESC"
        let rows = try Row.fetchAll(db, sql: sql, arguments: arguments)
        return try Self.decodeAll(
            type, bodies: rows.map { $0["body"] }, ids: rows.map { $0["id"] }, decoder: decoder,
            skipped: skipped, kept: decoded)
    }

    func save<R: Persistence.Record>(_ record: R) throws {
        try save([record])
    }

    /// The statement is prepared once (GRDB's cache) for the whole batch.
    func save<R: Persistence.Record>(_ records: [R]) throws {
        for record in records {
            try upsert(
                record, owner: member ?? RecordSharing.firstMember, audience: R.defaultAudience.rawValue, reshare: false
            )
        }
    }

    func save<R: Persistence.Record>(_ record: R, audience: Audience) throws {
        try upsert(record, owner: member ?? RecordSharing.firstMember, audience: audience.rawValue, reshare: true)
    }

    func save<R: Persistence.Record>(_ records: [R], sharing: RecordSharing) throws {
        for record in records {
            try upsert(record, owner: member ?? sharing.owner, audience: sharing.storedAudience, reshare: true)
        }
    }

    func save<R: Persistence.Record, O: Persistence.Record>(_ record: R, hiddenFromOwnerOf type: O.Type, id: O.ID)
        throws
    {
        let schema = try catalog.schema(for: type)
        let row = row(withID: id.description, in: schema, personal: O.isPersonal)
        guard
            let owner = try String.fetchOne(
                db.cachedStatement(sql: #"SELECT owner FROM "\#(schema.table)" WHERE "# + row.sql),
                arguments: row.arguments)
        else { throw UserError(PersistenceMessages.notFound(id.description), category: .notFound) }
        let writer = member ?? RecordSharing.firstMember
        guard owner != writer else { throw PersistenceError.ownRecord }
        let sharing = RecordSharing(owner: writer, audience: .household, hiddenFrom: owner)
        try upsert(record, owner: writer, audience: sharing.storedAudience, reshare: true)
    }

    func reveal<R: Persistence.Record>(_ type: R.Type, id: R.ID) throws -> Bool {
        let schema = try catalog.schema(for: type)
        let hidden = member.map { [RecordSharing.hiddenPrefix + $0] } ?? []
        try db.cachedStatement(
            sql: #"UPDATE "\#(schema.table)" SET audience = ? WHERE id = ? AND "#
                + (member == nil ? "substr(audience, 1, \(RecordSharing.hiddenPrefix.count)) = ?" : "audience = ?")
        ).execute(
            arguments: [Audience.household.rawValue, id.description]
                + StatementArguments(member == nil ? [RecordSharing.hiddenPrefix] : hidden))
        return db.changesCount > 0
    }

    /// Replaces the body of the record `record`'s id means to this access (the member's own,
    /// else a household one they edit together, which keeps its owner), changing its audience
    /// too when `reshare` and the writer owns it; with none, inserts it as `owner`'s for
    /// `audience`. Another member's record this access does not see is never touched: the
    /// member keeps their own with that id.
    private func upsert<R: Persistence.Record>(_ record: R, owner: String, audience: String, reshare: Bool) throws {
        let schema = try catalog.schema(for: R.self)
        let body = String(decoding: try RecordBody.encode(record, with: encoder), as: UTF8.self)
        guard let member else {
            let newAudience = reshare ? "excluded.audience" : "audience"
            try db.cachedStatement(
                sql: #"""
                    INSERT INTO "\#(schema.table)"(id, body, owner, audience) VALUES (?, ?, ?, ?)
                    ON CONFLICT(id, owner) DO UPDATE SET body = excluded.body, audience = \#(newAudience)
                    """#
            ).execute(arguments: [record.storageID, body, owner, audience])
            return
        }
        let row = row(withID: record.storageID, in: schema, personal: R.isPersonal)
        if !R.ownersFields.isEmpty,
            let stored = try Row.fetchOne(
                db.cachedStatement(sql: #"SELECT owner, body FROM "\#(schema.table)" WHERE "# + row.sql),
                arguments: row.arguments), stored["owner"] as String != member
        {
            try RecordBody.checkOwnersFields(of: R.self, stored: stored["body"], new: Data(body.utf8))
        }
        let newAudience = reshare ? "iif(owner = ?, ?, audience)" : "audience"
        let reshared: StatementArguments = reshare ? [member, audience] : []
        try db.cachedStatement(
            sql: #"UPDATE "\#(schema.table)" SET body = ?, audience = \#(newAudience) WHERE "# + row.sql
        ).execute(arguments: [body] + reshared + row.arguments)
        guard db.changesCount == 0 else { return }
        try db.cachedStatement(sql: #"INSERT INTO "\#(schema.table)"(id, body, owner, audience) VALUES (?, ?, ?, ?)"#)
            .execute(arguments: [record.storageID, body, member, audience])
    }

    func share(collection: String, id: String, with audience: Audience) throws -> Bool {
        let schema = try catalog.schema(named: collection)
        let mine = member == nil ? "" : " AND owner = ?"
        try db.cachedStatement(sql: #"UPDATE "\#(schema.table)" SET audience = ? WHERE id = ?"# + mine)
            .execute(arguments: [audience.rawValue, id] + StatementArguments(member.map { [$0] } ?? []))
        return db.changesCount > 0
    }

    @discardableResult
    func delete<R: Persistence.Record>(_ type: R.Type, id: R.ID) throws -> Bool {
        let schema = try catalog.schema(for: type)
        let row = row(withID: id.description, in: schema, personal: R.isPersonal)
        try db.cachedStatement(sql: #"DELETE FROM "\#(schema.table)" WHERE "# + row.sql).execute(
            arguments: row.arguments)
        return db.changesCount > 0
    }

    @discardableResult
    func deleteAll<R: Persistence.Record>(_ query: RecordQuery<R>) throws -> Int {
        let schema = try catalog.schema(for: R.self)
        let statement = try SQLStatement.delete(from: schema, query, visibleTo: member)
        try db.execute(sql: statement.sql, arguments: statement.arguments)
        return db.changesCount
    }

    /// A stored body as its record; a body that no longer decodes names the record and
    /// what is wrong with it, in words (never the decoder's internals).
    /// Stored bodies as their records, decoded as one JSON array: one decoder pass costs
    /// far less than one per record. When that fails, each is decoded alone: with
    /// `skipped`, one that no longer decodes is left out and reported there; without, the
    /// error names it (`ids`, or "?" when not fetched).
    static func decodeAll<R: Persistence.Record>(
        _ type: R.Type, bodies: [String], ids: [String]?, decoder: JSONDecoder,
        skipped: UnreadableRecords? = nil, kept: DecodedRecords? = nil
    ) throws -> [R] {
        if let kept {
            return try kept.records(type, bodies: bodies) { places in
                try decodeAll(
                    type, bodies: places.map { bodies[$0] }, ids: ids.map { ids in places.map { ids[$0] } },
                    decoder: decoder, skipped: skipped)
            }
        }
        if bodies.count > 1 {
            var array = Data()
            array.reserveCapacity(bodies.reduce(2) { $0 + $1.utf8.count + 1 })
            array.append(UInt8(ascii: "["))
            for (index, body) in bodies.enumerated() {
                if index > 0 { array.append(UInt8(ascii: ",")) }
                // Bytes, not `body.utf8`: appending a sequence to `Data` asks at run time
                // whether it is contiguous, a scan of every conformance on first use.
                var body = body
                body.withUTF8 { array.append($0) }
            }
            array.append(UInt8(ascii: "]"))
            if let records = try? decoder.decode([R].self, from: array) { return records }
        }
        var records: [R] = []
        records.reserveCapacity(bodies.count)
        for (index, body) in bodies.enumerated() {
            let id = ids?[index] ?? "?"
            do {
                records.append(try R.decoded(fromBody: body, id: id, decoder: decoder))
            } catch let error as Persistence.PersistenceError {
                guard let skipped else { throw error }
                skipped.add(collection: R.collection, id: id)
            }
        }
        return records
    }
}
