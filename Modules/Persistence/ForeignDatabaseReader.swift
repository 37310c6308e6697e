import Core

/// Another program's database file a feature imports from (Loop Habit Tracker's backup):
/// its tables read as text, read-only, never migrated or changed. The composition root
/// gives the live one (SQLite); a feature sees only this.
public protocol ForeignDatabaseReader: Sendable {
    /// The rows of `table` in the database file at `path`, each of `columns` the table has
    /// as text under its lowercased name (a NULL left out), or nil when the file has no
    /// such table. Only those columns are read. A file that is not a database, a damaged
    /// one, one too large, or one whose table computes a column asked for, is refused (65)
    /// naming `path`.
    func rows(of table: String, columns: [String], inFile path: String) throws(UserError) -> [[String: String]]?
}
