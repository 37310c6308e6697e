import Foundation
import GRDB
import Persistence

/// What a shell's Tab offers for an argument naming a record: the ids of a collection (and
/// the titles, for records a title names too), read straight from the data dir's database,
/// read-only and without opening the store: no migration, no WAL switch, no write, so a Tab
/// never waits for or changes anything. Nothing when there is no database yet or it cannot
/// be read. A candidate a shell could read as more than text is never offered (see
/// `isShellInert`).
public enum CompletionReader {
    /// The ids of `collection` starting with `prefix`, then the values of `titleField` that
    /// do (ignoring case), at most `limit` of each, in order: of the records the member
    /// `member` picks may see (from the settings under `membersPrefix`, the household's
    /// members as stored), as their store would show them; none when it picks no one. A
    /// database made before members has no owners and offers everything.
    public static func candidates(
        directory: URL, collection: String, prefix: String, titleField: String? = nil, limit: Int = 200,
        membersPrefix: String, member: @escaping ([String: String]) -> String?
    ) -> [String] {
        guard StorageNames.isValidCollection(collection), let queue = database(in: directory) else { return [] }
        let table = "rec_\(collection)"
        return
            (try? queue.read { db -> [String] in
                guard try db.tableExists(table) else { return [] }
                var visible = ""
                var arguments: StatementArguments = []
                if try db.columns(in: table).contains(where: { $0.name == "owner" }) {
                    let members = try Row.fetchAll(
                        db, sql: "SELECT key, value FROM mosaic_settings WHERE key >= ? AND key < ?",
                        arguments: [membersPrefix, membersPrefix + "\u{10FFFF}"])
                    let stored = Dictionary(members.map { ($0["key"] as String, $0["value"] as String) }) { $1 }
                    guard let id = member(stored) else { return [] }
                    let visibility = SQLStatement.visibility(id, table: table)
                    visible = " AND " + visibility.sql
                    arguments = visibility.arguments
                }
                // Ids are compared as text: an upper bound past every continuation of the prefix.
                var found = try String.fetchAll(
                    db, sql: #"SELECT id FROM "\#(table)" WHERE id >= ? AND id < ?"# + visible + " ORDER BY id LIMIT ?",
                    arguments: [prefix, prefix + "\u{10FFFF}"] + arguments + [limit])
                if let titleField, titleField.allSatisfy({ $0.isLetter || $0.isNumber }) {
                    found += try String.fetchAll(
                        db,
                        sql: #"""
                            SELECT DISTINCT json_extract(body, '$.\#(titleField)') AS title FROM "\#(table)"
                            WHERE title LIKE ? ESCAPE '\'\#(visible) ORDER BY title LIMIT ?
                            """#,
                        arguments: [Self.likePattern(prefix)] + arguments + [limit])
                }
                return found.filter(isShellInert)
            }) ?? []
    }

    /// The data dir's database, read-only; nil when there is none yet or it cannot be read.
    private static func database(in directory: URL) -> DatabaseQueue? {
        let path = directory.appendingPathComponent(SQLiteStorage.databaseFileName).path
        // A regular file only: a FIFO in the database's place would hold the Tab forever.
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var configuration = Configuration()
        configuration.readonly = true
        // Another process writing: answer with what can be read now rather than wait.
        configuration.busyMode = .immediateError
        // With no write-ahead log beside it, the file holds everything: read it as immutable,
        // so SQLite makes no -wal or -shm to leave behind (a Tab writes nothing). With a log
        // (a writer at work), read through it; its files are there already.
        let hasLog = FileManager.default.fileExists(atPath: path + "-wal")
        let opened = hasLog ? path : URL(fileURLWithPath: path).absoluteString + "?immutable=1"
        return try? DatabaseQueue(path: opened, configuration: configuration)
    }

    /// Whether every shell takes `candidate` as the text it is. swift-argument-parser's
    /// bash script hands candidates to `compgen -W`, which expands `$(…)`, backticks,
    /// `${…}` and `$((…))` in them: a title from a web form or a Loop export ran as a command
    /// on a Tab (issue #55). So only letters, marks, digits, spaces and `-_.,:+@%/` pass (a
    /// record named otherwise is still offered by its id, which is made so); a newline would
    /// split a candidate in two.
    public static func isShellInert(_ candidate: String) -> Bool {
        guard let first = candidate.first, first != " " else { return false }
        return candidate.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
                return true
            default:
                return " -_.,:+@%/".unicodeScalars.contains(scalar)
            }
        }
    }

    /// `prefix` as a LIKE pattern matching what starts with it (its own % and _ escaped).
    private static func likePattern(_ prefix: String) -> String {
        prefix.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
            .replacingOccurrences(of: "_", with: "\\_") + "%"
    }
}
