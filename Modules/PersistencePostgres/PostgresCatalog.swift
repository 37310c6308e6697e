import Foundation
import Persistence

/// The collections a PostgreSQL store was opened with, and each one's layout: a table of
/// `(seq, id, body jsonb, search text, owner, audience)`, one record per id and owner, an expression index per indexed field and per
/// compound index, and a trigram (GIN) index over the folded search text, which the store
/// computes when it saves a record (the same `TextFolding` as SQLite's).
struct PostgresCatalog: Sendable {
    struct Collection: Sendable {
        let name: String
        let indexes: [[IndexColumn]]
        let fullTextFields: [String]

        var table: String { "rec_\(name)" }

        var signature: String {
            "owned;idx:" + indexes.map { $0.map(\.name).joined(separator: "+") }.joined(separator: ",")
                + ";nulls-first;fts:"
                + fullTextFields.joined(separator: ",") + (fullTextFields.isEmpty ? "" : ";fold:\(TextFolding.version)")
        }

        var createStatements: [String] {
            var statements = [
                """
                CREATE TABLE IF NOT EXISTS "\(table)" (
                    seq BIGSERIAL NOT NULL UNIQUE,
                    id TEXT COLLATE "C" NOT NULL,
                    body JSONB NOT NULL,
                    search TEXT NOT NULL DEFAULT '',
                    owner TEXT COLLATE "C" NOT NULL,
                    audience TEXT COLLATE "C" NOT NULL,
                    PRIMARY KEY (id, owner)
                )
                """,
                #"CREATE INDEX IF NOT EXISTS "\#(table)_by_owner" ON "\#(table)"(owner, audience)"#,
                #"CREATE INDEX IF NOT EXISTS "\#(table)_search" ON "\#(table)" USING gin (search gin_trgm_ops)"#,
            ]
            for fields in indexes {
                // NULLS FIRST, as queries sort (NULL is the smallest value, as on SQLite): read
                // backwards, the index gives a descending sort with NULLS LAST, so a newest-first
                // list is an index scan, not a sort of the whole table.
                let columns = fields.map {
                    "(" + PostgresField.json($0.path) + ($0.descending ? ") DESC NULLS LAST" : ") ASC NULLS FIRST")
                }
                .joined(separator: ", ")
                let name = "\(table)_by_" + fields.map(\.name).joined(separator: "+")
                statements.append(#"CREATE INDEX IF NOT EXISTS "\#(name)" ON "\#(table)"(\#(columns), seq)"#)
            }
            // Every change is announced, so pages open in other processes and on other
            // machines re-read (LISTEN/NOTIFY).
            statements.append(
                """
                CREATE OR REPLACE TRIGGER "\(table)_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "\(table)"
                FOR EACH STATEMENT EXECUTE FUNCTION mosaic_notify('\(name)')
                """)
            return statements
        }

        init<R: Persistence.Record>(_ type: R.Type) throws(PersistenceError) {
            guard StorageNames.isValidCollection(R.collection) else {
                throw .invalidQuery("collection name '\(R.collection)'")
            }
            name = R.collection
            indexes = R.indexColumns
            fullTextFields = R.fullTextFields.map(\.path)
            for field in indexes.joined().map(\.path) + fullTextFields where !StorageNames.isValidField(field) {
                throw .invalidQuery("field '\(field)'")
            }
        }

        /// The folded text search matches against: the full-text fields, space-separated.
        func searchText(of body: [String: Any]) -> String {
            let parts = fullTextFields.map { field -> String in
                var value: Any? = body
                for key in field.split(separator: ".") { value = (value as? [String: Any])?[String(key)] }
                switch value {
                case let text as String: return text
                case let number as NSNumber: return number.stringValue
                default: return ""
                }
            }
            return TextFolding.fold(parts.joined(separator: " "))
        }
    }

    private let collections: [String: Collection]

    init(_ types: [any Persistence.Record.Type]) throws(PersistenceError) {
        var collections: [String: Collection] = [:]
        for type in types {
            let collection = try Collection(type)
            collections[collection.name] = collection
        }
        self.collections = collections
    }

    var all: [Collection] { collections.values.sorted { $0.name < $1.name } }

    func collection<R: Persistence.Record>(for type: R.Type) throws(PersistenceError) -> Collection {
        try collection(named: R.collection)
    }

    func collection(named name: String) throws(PersistenceError) -> Collection {
        guard let collection = collections[name] else { throw .unregisteredCollection(name) }
        return collection
    }
}
