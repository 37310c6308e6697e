import Core
import Foundation
import GRDB
import GRDBSQLite
import Persistence

/// Reads another program's SQLite file (a backup to import from) read-only: no migration,
/// no journal change, no write. A file handed in by a person is read within bounds: at
/// most `fileLimit` bytes, `rowLimit` rows a table and `valueLimit` bytes a value (SQLite's
/// own `sqlite3_limit`), only the columns asked for, and never a generated or hidden
/// column (a 12 KB file's `zeroblob(400000000)` column is computed when selected).
public struct SQLiteFileReader: ForeignDatabaseReader {
    /// The largest file read.
    public static let fileLimit = 64 << 20
    /// The most rows read from one table.
    public static let rowLimit = 1_000_000
    /// The largest text or blob one value may hold.
    public static let valueLimit: Int32 = 1 << 20

    public init() {}

    public func rows(of table: String, columns wanted: [String], inFile path: String) throws(UserError)
        -> [[String: String]]?
    {
        let unreadable = UserError(PersistenceMessages.unreadableDatabase(path), category: .invalidInput)
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= Self.fileLimit else {
            throw UserError(
                PersistenceMessages.foreignDatabaseTooLarge(path, limit: Self.fileLimit), category: .invalidInput)
        }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.prepareDatabase { db in
            sqlite3_limit(db.sqliteConnection, SQLITE_LIMIT_LENGTH, Self.valueLimit)
        }
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            return try queue.read { db -> [[String: String]]? in
                // The name is compared with SQLite's own catalogue, never written into SQL.
                guard
                    let name = try String.fetchOne(
                        db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name = ? COLLATE NOCASE",
                        arguments: [table])
                else { return nil }
                let quoted = Self.quoted(name)
                // `hidden`: 0 for a plain column; 1 hidden, 2 and 3 generated.
                let present = try Row.fetchAll(db, sql: "PRAGMA table_xinfo(\(quoted))")
                var columns: [String] = []
                for column in present {
                    let columnName: String = column["name"]
                    guard wanted.contains(where: { $0.caseInsensitiveCompare(columnName) == .orderedSame }) else {
                        continue
                    }
                    guard (column["hidden"] as Int?) == 0 else { throw ForeignColumnRefused() }
                    columns.append(columnName)
                }
                guard !columns.isEmpty else { return [] }
                let selected = columns.map(Self.quoted).joined(separator: ", ")
                let cursor = try Row.fetchCursor(
                    db, sql: "SELECT \(selected) FROM \(quoted) LIMIT ?", arguments: [Self.rowLimit + 1])
                var rows: [[String: String]] = []
                while let row = try cursor.next() {
                    guard rows.count < Self.rowLimit else { throw ForeignColumnRefused() }
                    var values: [String: String] = [:]
                    for (column, value) in row where !value.isNull { values[column.lowercased()] = value.text }
                    rows.append(values)
                }
                return rows
            }
        } catch {
            throw unreadable
        }
    }

    private static func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A table this reader does not read: a generated or hidden column asked for, or too many rows.
    private struct ForeignColumnRefused: Error {}
}

extension DatabaseValue {
    /// The value as text: a string as it is, a number as SQLite prints it.
    fileprivate var text: String {
        switch storage {
        case .string(let text): text
        case .int64(let number): String(number)
        case .double(let number): String(number)
        case .blob(let data): String(decoding: data, as: UTF8.self)
        case .null: ""
        }
    }
}
