import GRDB
import Persistence

/// Turns any user text into a safe search: never an FTS5 syntax error, whatever the
/// quotes, `*`, `-`, `AND`/`OR`/`NEAR` or emoji in it. Every whitespace-separated term
/// must occur as a substring. Terms of three or more characters go through the trigram
/// index (quoted as FTS5 strings, so operators are plain text); shorter ones (`향`,
/// `oud`-less `ou`) are matched with `instr` on the folded text.
struct FullTextQuery: Equatable {
    /// The FTS5 MATCH expression for the long terms, or nil when there are none.
    let matchExpression: String?
    /// Folded terms shorter than a trigram.
    let shortTerms: [String]

    init(_ text: String) {
        let terms = TextFolding.fold(text)
            .split(whereSeparator: { $0.isWhitespace })
            .map(String.init)
        let long = terms.filter { $0.unicodeScalars.count >= 3 }
        shortTerms = terms.filter { $0.unicodeScalars.count < 3 }
        matchExpression =
            long.isEmpty
            ? nil
            : long.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }.joined(separator: " AND ")
    }

    var isEmpty: Bool { matchExpression == nil && shortTerms.isEmpty }

    /// The conditions on `table` (a search table) that hold for a match, with their arguments.
    func conditions(on table: String) -> (sql: [String], arguments: StatementArguments) {
        var sql: [String] = []
        var arguments: StatementArguments = []
        if let matchExpression {
            sql.append(#""\#(table)" MATCH ?"#)
            _ = arguments.append(contentsOf: [matchExpression])
        }
        for term in shortTerms {
            sql.append("instr(text, ?) > 0")
            _ = arguments.append(contentsOf: [term])
        }
        return (sql, arguments)
    }
}
