import Persistence

/// The SQL layout of one record collection: a table of `(rowid, id, body JSON, owner,
/// audience)`, one record per id and owner, an
/// expression index per indexed field and per compound index, and a trigram FTS5 table
/// kept in step by triggers. Built from what the `Record` type declares.
struct CollectionSchema: Sendable {
    let name: String
    /// Each index's fields, in order: one field for an indexed field, more for a compound index.
    let indexes: [[IndexColumn]]
    let fullTextFields: [String]

    init<R: Persistence.Record>(_ type: R.Type) throws(PersistenceError) {
        try self.init(name: R.collection, indexes: R.indexColumns, fullTextFields: R.fullTextFields.map { $0.path })
    }

    init(name: String, indexes: [[IndexColumn]], fullTextFields: [String]) throws(PersistenceError) {
        guard StorageNames.isValidCollection(name) else { throw .invalidQuery("collection name '\(name)'") }
        for field in indexes.joined().map(\.path) + fullTextFields {
            _ = try Self.fieldExpression(field)
        }
        if let empty = indexes.first(where: \.isEmpty) {
            throw .invalidQuery("index '\(empty)' in collection '\(name)'")
        }
        self.name = name
        self.indexes = indexes
        self.fullTextFields = fullTextFields
    }

    var table: String { "rec_\(name)" }
    var ftsTable: String { "rec_\(name)_fts" }

    /// Changes whenever the declared indexes or full-text fields change, so opening the
    /// store rebuilds them.
    var signature: String {
        "owner-keyed;idx:" + indexes.map { $0.map(\.name).joined(separator: "+") }.joined(separator: ",") + ";fts:"
            + fullTextFields.joined(separator: ",")
            + (fullTextFields.isEmpty ? "" : ";fold:\(TextFolding.version)")
    }

    var createStatements: [String] {
        var statements = [
            Self.createTable(table),
            // A member's records (moved, deleted, exported with them), and what counts scan: a
            // count of what a member sees reads this small index, not every body.
            #"CREATE INDEX IF NOT EXISTS "\#(table)_by_owner" ON "\#(table)"(owner, audience)"#,
        ]
        for fields in indexes {
            let name = "\(table)_by_" + fields.map(\.name).joined(separator: "+")
            let columns = fields.map { Self.unsafeExpression($0.path) + ($0.descending ? " DESC" : "") }
                .joined(separator: ", ")
            statements.append(#"CREATE INDEX IF NOT EXISTS "\#(name)" ON "\#(table)"(\#(columns))"#)
        }
        guard !fullTextFields.isEmpty else { return statements }
        statements.append(#"CREATE VIRTUAL TABLE IF NOT EXISTS "\#(ftsTable)" USING fts5(text, tokenize = 'trigram')"#)
        statements.append(
            """
            CREATE TRIGGER IF NOT EXISTS "\(table)_fts_insert" AFTER INSERT ON "\(table)" BEGIN
                INSERT INTO "\(ftsTable)"(rowid, text) VALUES (new.rowid, \(foldedText(row: "new")));
            END
            """)
        statements.append(
            """
            CREATE TRIGGER IF NOT EXISTS "\(table)_fts_update" AFTER UPDATE OF body ON "\(table)" BEGIN
                UPDATE "\(ftsTable)" SET text = \(foldedText(row: "new")) WHERE rowid = new.rowid;
            END
            """)
        statements.append(
            """
            CREATE TRIGGER IF NOT EXISTS "\(table)_fts_delete" AFTER DELETE ON "\(table)" BEGIN
                DELETE FROM "\(ftsTable)" WHERE rowid = old.rowid;
            END
            """)
        statements.append(
            #"INSERT INTO "\#(ftsTable)"(rowid, text) SELECT rowid, \#(foldedText(row: nil)) FROM "\#(table)""#)
        return statements
    }

    /// The records' table: one record per id and owner, so two members each keep their own
    /// like of one photo.
    static func createTable(_ table: String) -> String {
        """
        CREATE TABLE IF NOT EXISTS "\(table)" (
            rowid INTEGER PRIMARY KEY,
            id TEXT NOT NULL,
            body TEXT NOT NULL,
            owner TEXT NOT NULL,
            audience TEXT NOT NULL,
            UNIQUE (id, owner)
        )
        """
    }

    /// Drops the derived parts (indexes, FTS, triggers) so that `createStatements` can
    /// rebuild them for a new signature; the records themselves are kept.
    func dropDerivedStatements(existingIndexes: [String]) -> [String] {
        existingIndexes.map { #"DROP INDEX IF EXISTS "\#($0)""# } + [
            #"DROP TRIGGER IF EXISTS "\#(table)_fts_insert""#,
            #"DROP TRIGGER IF EXISTS "\#(table)_fts_update""#,
            #"DROP TRIGGER IF EXISTS "\#(table)_fts_delete""#,
            #"DROP TABLE IF EXISTS "\#(ftsTable)""#,
        ]
    }

    private func foldedText(row: String?) -> String {
        let body = row.map { "\($0).body" } ?? "body"
        let parts = fullTextFields.map { field in
            "coalesce(json_extract(\(body), '$.\(field)'), '')"
        }
        return "mosaic_fold(" + parts.joined(separator: " || ' ' || ") + ")"
    }

    /// The SQL expression for a field of the JSON body, identical wherever it is used
    /// so that SQLite picks the expression index.
    static func fieldExpression(_ field: String) throws(PersistenceError) -> String {
        guard StorageNames.isValidField(field) else { throw .invalidQuery("field '\(field)'") }
        return unsafeExpression(field)
    }

    private static func unsafeExpression(_ field: String) -> String {
        "json_extract(body, '$.\(field)')"
    }
}
