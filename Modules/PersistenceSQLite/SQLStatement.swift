import Foundation
import GRDB
import Persistence

/// A SQL string with its arguments, built from a `RecordQuery`.
struct SQLStatement {
    var sql: String
    var arguments: StatementArguments

    /// `SELECT <columns> FROM <table> WHERE … ORDER BY … LIMIT …` for `query`.
    static func select<R: Persistence.Record>(
        _ columns: String,
        from schema: CollectionSchema,
        _ query: RecordQuery<R>,
        visibleTo member: String?,
        paged: Bool = true
    ) throws -> SQLStatement {
        var statement = SQLStatement(sql: #"SELECT \#(columns) FROM "\#(schema.table)""#, arguments: [])
        try statement.appendWhere(
            query.filters, schema: schema, scope: scope(member, table: schema.table, onlyMine: query.onlyMine),
            pageInOrder: paged && query.limit != nil && !query.sort.isEmpty)
        guard paged else { return statement }
        let order = try query.sort.map { key in
            try CollectionSchema.fieldExpression(key.field.path) + (key.descending ? " DESC" : " ASC")
        }
        // Records saved in the same instant keep insertion order, in the direction of the
        // last key: "newest first" lists the later one first, "oldest first" the earlier.
        let tieBreak = query.sort.last?.descending == true ? "rowid DESC" : "rowid ASC"
        statement.sql += " ORDER BY " + (order + [tieBreak]).joined(separator: ", ")
        if query.limit != nil || query.offset != nil {
            statement.sql += " LIMIT ? OFFSET ?"
            _ = statement.arguments.append(contentsOf: [query.limit ?? -1, query.offset ?? 0])
        }
        return statement
    }

    /// `DELETE FROM <table> WHERE …` for the filters of `query` (of a personal record type, the
    /// member's own only).
    static func delete<R: Persistence.Record>(
        from schema: CollectionSchema, _ query: RecordQuery<R>, visibleTo member: String?
    ) throws -> SQLStatement {
        var statement = SQLStatement(sql: #"DELETE FROM "\#(schema.table)""#, arguments: [])
        let onlyMine = query.onlyMine || R.isPersonal
        try statement.appendWhere(
            query.filters, schema: schema, scope: scope(member, table: schema.table, onlyMine: onlyMine))
        return statement
    }

    /// What a store scoped to `member` may see of `table` (its row named `row`): their own
    /// records, and the household's (but those kept from them, `RecordSharing.hiddenFrom`)
    /// that no record of theirs with the same id stands in for
    /// (a like they keep themselves), nor an earlier one shared by someone else. The `+`
    /// keeps SQLite from answering the condition through the owner index (a union of lookups,
    /// then every match sorted): a list walks its sort's index and checks each row, stopping
    /// at its limit, as it did before members. A household of one never reaches the second
    /// half: every row is the member's own.
    static func visibility(_ member: String, table: String, row: String? = nil)
        -> (sql: String, arguments: StatementArguments)
    {
        let row = row ?? "\"\(table)\""
        let household = "'\(Audience.household.rawValue)'"
        let hidden = "'\(RecordSharing.hiddenPrefix)'"
        return (
            """
            (+\(row).owner = ? OR ((+\(row).audience = \(household) OR (substr(+\(row).audience, 1, \
            \(RecordSharing.hiddenPrefix.count)) = \(hidden) AND +\(row).audience <> ?)) \
            AND NOT EXISTS (SELECT 1 FROM "\(table)" AS shadow WHERE shadow.id = \(row).id AND shadow.rowid <> \(row).rowid \
            AND (shadow.owner = ? OR (shadow.audience = \(household) AND shadow.rowid < \(row).rowid)))))
            """,
            [member, RecordSharing.hiddenPrefix + member, member]
        )
    }

    /// The condition on `table`'s rows a statement for `member` reads or changes: every row
    /// for maintenance (nil), the member's own for `onlyMine`, else what they see.
    static func scope(_ member: String?, table: String, onlyMine: Bool) -> (sql: String, arguments: StatementArguments)?
    {
        guard let member else { return nil }
        return onlyMine ? ("+owner = ?", [member]) : visibility(member, table: table)
    }

    private mutating func appendWhere<R: Persistence.Record>(
        _ filters: [RecordQuery<R>.Filter], schema: CollectionSchema,
        scope: (sql: String, arguments: StatementArguments)?, pageInOrder: Bool = false
    )
        throws
    {
        var conditions: [String] = []
        if let scope {
            conditions.append(scope.sql)
            _ = arguments.append(contentsOf: scope.arguments)
        }
        for filter in filters {
            switch filter {
            case .equals(let field, .null):
                conditions.append(try CollectionSchema.fieldExpression(field.path) + " IS NULL")
            case .notEquals(let field, .null):
                conditions.append(try CollectionSchema.fieldExpression(field.path) + " IS NOT NULL")
            case .equals(let field, let value):
                conditions.append(try CollectionSchema.fieldExpression(field.path) + " = ?")
                _ = arguments.append(contentsOf: [value.databaseValue])
            case .notEquals(let field, let value):
                conditions.append(try CollectionSchema.fieldExpression(field.path) + " IS NOT ?")
                _ = arguments.append(contentsOf: [value.databaseValue])
            case .isIn(let field, let values):
                guard !values.isEmpty else {
                    conditions.append("0")
                    continue
                }
                let marks = Array(repeating: "?", count: values.count).joined(separator: ", ")
                conditions.append(try CollectionSchema.fieldExpression(field.path) + " IN (\(marks))")
                _ = arguments.append(contentsOf: StatementArguments(values.map(\.databaseValue)))
            case .range(let field, let lower, let upper):
                let expression = try CollectionSchema.fieldExpression(field.path)
                if let lower {
                    conditions.append(expression + " >= ?")
                    _ = arguments.append(contentsOf: [lower.databaseValue])
                }
                if let upper {
                    conditions.append(expression + " <= ?")
                    _ = arguments.append(contentsOf: [upper.databaseValue])
                }
            case .containsText(let text):
                let words = FullTextQuery(text)
                guard !words.isEmpty else { continue }
                guard !schema.fullTextFields.isEmpty else {
                    conditions.append("0")
                    continue
                }
                // The search table's rows, as `search` finds them; the list's own order and
                // limit still apply, so a page of matches reads a page.
                let matching = words.conditions(on: schema.ftsTable)
                _ = arguments.append(contentsOf: matching.arguments)
                // A page in an order: the `+` keeps the matches from driving the query (each row
                // fetched, then all sorted); the order's index is walked instead, each row checked
                // against the matches, and the walk stops at the page (0.4 ms against 2.1 ms for
                // a word in a tenth of 10,000 listings; a word in none walks the index, 1 ms).
                conditions.append(
                    #"\#(pageInOrder ? "+" : "")rowid IN (SELECT rowid FROM "\#(schema.ftsTable)" WHERE \#(matching.sql.joined(separator: " AND ")))"#
                )
            }
        }
        if !conditions.isEmpty {
            sql += " WHERE " + conditions.joined(separator: " AND ")
        }
    }
}

extension FieldValue {
    /// The value as `json_extract` returns it for what `JSONEncoder` wrote.
    var databaseValue: DatabaseValue {
        switch self {
        case .string(let value): value.databaseValue
        case .int(let value): value.databaseValue
        case .double(let value): value.databaseValue
        case .bool(let value): (value ? 1 : 0).databaseValue
        case .date(let value): value.timeIntervalSinceReferenceDate.databaseValue
        case .null: .null
        }
    }
}
