import Core
import Foundation
import GRDB
import Persistence

/// Reads another program's SQLite file (a backup to import from) read-only: no migration,
/// no journal change, no write.
public struct SQLiteFileReader: ForeignDatabaseReader {
    public init() {}

    public func rows(of table: String, inFile path: String) throws(UserError) -> [[String: String]]? {
        var configuration = Configuration()
        configuration.readonly = true
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            return try queue.read { db -> [[String: String]]? in
                // The name is compared with SQLite's own catalogue, never written into SQL.
                guard
                    let name = try String.fetchOne(
                        db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name = ? COLLATE NOCASE",
                        arguments: [table])
                else { return nil }
                let quoted = "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
                return try Row.fetchAll(db, sql: "SELECT * FROM \(quoted)").map { row in
                    var values: [String: String] = [:]
                    for (column, value) in row where !value.isNull { values[column] = value.text }
                    return values
                }
            }
        } catch {
            throw UserError(PersistenceMessages.unreadableDatabase(path), category: .invalidInput)
        }
    }
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
