import Persistence

/// The SQL layout of one record collection: a table of `(rowid, id, body JSON)`, an
/// expression index per indexed field, and a trigram FTS5 table kept in step by
/// triggers. Built from what the `Record` type declares.
struct CollectionSchema: Sendable {
    let name: String
    let indexedFields: [String]
    let fullTextFields: [String]

    init<R: Persistence.Record>(_ type: R.Type) throws(PersistenceError) {
        try self.init(name: R.collection, indexedFields: R.indexedFields.map(\.path), fullTextFields: R.fullTextFields.map(\.path))
    }

    init(name: String, indexedFields: [String], fullTextFields: [String]) throws(PersistenceError) {
        guard Self.isValidName(name) else { throw .invalidQuery("collection name '\(name)'") }
        for field in indexedFields + fullTextFields {
            _ = try Self.fieldExpression(field)
        }
        self.name = name
        self.indexedFields = indexedFields
        self.fullTextFields = fullTextFields
    }

    var table: String { "rec_\(name)" }
    var ftsTable: String { "rec_\(name)_fts" }

    /// Changes whenever the declared indexes or full-text fields change, so opening the
    /// store rebuilds them.
    var signature: String {
        "idx:" + indexedFields.joined(separator: ",") + ";fts:" + fullTextFields.joined(separator: ",")
            + (fullTextFields.isEmpty ? "" : ";fold:\(TextFolding.version)")
    }

    var createStatements: [String] {
        var statements = [
            """
            CREATE TABLE IF NOT EXISTS "\(table)" (
                rowid INTEGER PRIMARY KEY,
                id TEXT NOT NULL UNIQUE,
                body TEXT NOT NULL
            )
            """
        ]
        for field in indexedFields {
            statements.append(
                #"CREATE INDEX IF NOT EXISTS "\#(table)_by_\#(field)" ON "\#(table)"(\#(Self.unsafeExpression(field)))"#
            )
        }
        guard !fullTextFields.isEmpty else { return statements }
        statements.append(#"CREATE VIRTUAL TABLE IF NOT EXISTS "\#(ftsTable)" USING fts5(text, tokenize = 'trigram')"#)
        statements.append("""
            CREATE TRIGGER IF NOT EXISTS "\(table)_fts_insert" AFTER INSERT ON "\(table)" BEGIN
                INSERT INTO "\(ftsTable)"(rowid, text) VALUES (new.rowid, \(foldedText(row: "new")));
            END
            """)
        statements.append("""
            CREATE TRIGGER IF NOT EXISTS "\(table)_fts_update" AFTER UPDATE OF body ON "\(table)" BEGIN
                UPDATE "\(ftsTable)" SET text = \(foldedText(row: "new")) WHERE rowid = new.rowid;
            END
            """)
        statements.append("""
            CREATE TRIGGER IF NOT EXISTS "\(table)_fts_delete" AFTER DELETE ON "\(table)" BEGIN
                DELETE FROM "\(ftsTable)" WHERE rowid = old.rowid;
            END
            """)
        statements.append(#"INSERT INTO "\#(ftsTable)"(rowid, text) SELECT rowid, \#(foldedText(row: nil)) FROM "\#(table)""#)
        return statements
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
        guard isValidField(field) else { throw .invalidQuery("field '\(field)'") }
        return unsafeExpression(field)
    }

    private static func unsafeExpression(_ field: String) -> String {
        "json_extract(body, '$.\(field)')"
    }

    static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    static func isValidField(_ field: String) -> Bool {
        let parts = field.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { part in
            guard let first = part.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic || first == "_"
            else { return false }
            return part.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
            }
        }
    }
}
