import Persistence
import PostgresNIO

/// A SQL string with its bindings, built from a `RecordQuery`: the same meaning as
/// SQLite's, over the `jsonb` body.
struct PostgresStatement {
    var sql: String
    var binds = PostgresBindings()

    var query: PostgresQuery { PostgresQuery(unsafeSQL: sql, binds: binds) }

    static func select<R: Persistence.Record>(
        _ columns: String, from table: String, _ query: RecordQuery<R>, visibleTo member: String?,
        paged: Bool = true
    ) -> PostgresStatement {
        var statement = PostgresStatement(sql: #"SELECT \#(columns) FROM "\#(table)""#)
        statement.appendWhere(query.filters, table: table, member: member, onlyMine: query.onlyMine)
        guard paged else { return statement }
        let order = query.sort.map { key in
            PostgresField.json(key.field.path) + (key.descending ? " DESC NULLS LAST" : " ASC NULLS FIRST")
        }
        // Records saved in the same instant keep insertion order, in the last key's direction.
        let tieBreak = query.sort.last?.descending == true ? "seq DESC" : "seq ASC"
        statement.sql += " ORDER BY " + (order + [tieBreak]).joined(separator: ", ")
        if let limit = query.limit {
            statement.binds.append(limit)
            statement.sql += " LIMIT $\(statement.binds.count)"
        }
        if let offset = query.offset {
            statement.binds.append(offset)
            statement.sql += " OFFSET $\(statement.binds.count)"
        }
        return statement
    }

    static func delete<R: Persistence.Record>(from table: String, _ query: RecordQuery<R>, visibleTo member: String?)
        -> PostgresStatement
    {
        var statement = PostgresStatement(sql: #"DELETE FROM "\#(table)""#)
        statement.appendWhere(query.filters, table: table, member: member, onlyMine: query.onlyMine || R.isPersonal)
        return statement
    }

    /// What a store scoped to `member` may see of `table` (its row named `row`), `member`
    /// bound as the next parameter: their own records, and the household's (but those kept
    /// from them) that no record of theirs with the same id stands in for (a like they keep themselves), nor an earlier one
    /// shared by someone else (as SQLite's).
    mutating func visibility(_ member: String, table: String, row: String? = nil) -> String {
        binds.append(member)
        let (row, me, household) = (row ?? #""\#(table)""#, "$\(binds.count)", "'\(Audience.household.rawValue)'")
        binds.append(RecordSharing.hiddenPrefix + member)
        let (keptFromMe, prefix) = ("$\(binds.count)", RecordSharing.hiddenPrefix)
        return """
            (\(row).owner = \(me) OR ((\(row).audience = \(household) OR (left(\(row).audience, \(prefix.count)) = '\(prefix)' \
            AND \(row).audience <> \(keptFromMe))) AND NOT EXISTS (SELECT 1 FROM "\(table)" AS shadow \
            WHERE shadow.id = \(row).id AND shadow.seq <> \(row).seq \
            AND (shadow.owner = \(me) OR (shadow.audience = \(household) AND shadow.seq < \(row).seq)))))
            """
    }

    private mutating func appendWhere<R: Persistence.Record>(
        _ filters: [RecordQuery<R>.Filter], table: String, member: String?, onlyMine: Bool
    ) {
        var conditions: [String] = []
        if let member {
            if onlyMine {
                binds.append(member)
                conditions.append("owner = $\(binds.count)")
            } else {
                conditions.append(visibility(member, table: table))
            }
        }
        for filter in filters {
            switch filter {
            case .equals(let field, .null):
                conditions.append(
                    "(\(PostgresField.json(field.path)) IS NULL OR \(PostgresField.json(field.path)) = 'null'::jsonb)")
            case .notEquals(let field, .null):
                conditions.append(
                    "(\(PostgresField.json(field.path)) IS NOT NULL AND \(PostgresField.json(field.path)) <> 'null'::jsonb)"
                )
            case .equals(let field, let value):
                conditions.append(compare(field.path, "=", value))
            case .notEquals(let field, let value):
                conditions.append("NOT coalesce(\(compare(field.path, "=", value)), false)")
            case .isIn(let field, let values):
                let each = values.map { compare(field.path, "=", $0) }
                conditions.append(each.isEmpty ? "false" : "(" + each.joined(separator: " OR ") + ")")
            case .range(let field, let lower, let upper):
                if let lower { conditions.append(compare(field.path, ">=", lower)) }
                if let upper { conditions.append(compare(field.path, "<=", upper)) }
            case .containsText(let text):
                let words = PostgresRecordAccess.searchTerms(text)
                guard !words.isEmpty else { continue }
                guard !R.fullTextFields.isEmpty else {
                    conditions.append("false")
                    continue
                }
                for word in words {
                    binds.append("%" + PostgresRecordAccess.escapeLike(word) + "%")
                    conditions.append("search LIKE $\(binds.count)")
                }
            }
        }
        if !conditions.isEmpty { sql += " WHERE " + conditions.joined(separator: " AND ") }
    }

    /// Strings compare as text in byte order (as SQLite's do); everything else as `jsonb`.
    private mutating func compare(_ path: String, _ operation: String, _ value: FieldValue) -> String {
        if case .string(let text) = value {
            binds.append(text)
            return "\(PostgresField.text(path)) \(operation) $\(binds.count)"
        }
        binds.append(PostgresField.jsonText(value))
        return "\(PostgresField.json(path)) \(operation) $\(binds.count)::jsonb"
    }
}
