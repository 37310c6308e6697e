/// Comma-separated values as RFC 4180 writes them (and opencsv, which Loop Habit Tracker
/// exports with): fields quoted when they hold a comma, a quote or a line break, a quote
/// inside one doubled; lines end with LF or CRLF.
public enum CSV {
    /// Where a file stops being CSV: a 1-based line and column (in characters).
    public struct SyntaxError: Error, Sendable, Equatable {
        /// The line.
        public let line: Int
        /// The column, in characters.
        public let column: Int
        /// Whether the file holds more fields than the reader takes (else a quote is wrong).
        public var tooManyFields = false
    }

    /// One record: its fields and the line it starts on.
    public struct Row: Sendable, Equatable {
        /// The line the record starts on (a quoted field may run over several).
        public let line: Int
        /// The fields, unquoted.
        public let fields: [String]
    }

    /// The records of `text`; empty lines are left out. A quote left open, or text after a
    /// closing quote, is a `SyntaxError` at that place; so is the field past `fieldLimit`
    /// in the whole file: a file of commas holds one field a byte, and each costs far more
    /// than a byte once read.
    public static func rows(_ text: String, fieldLimit: Int = 2_000_000) throws(SyntaxError) -> [Row] {
        var rows: [Row] = []
        var fields: [String] = []
        var field = ""
        var line = 1
        var column = 0
        var rowLine = 1
        var quoted = false
        var quoteOpened = (line: 0, column: 0)
        var afterQuote = false
        var fieldCount = 0
        func endRow() {
            fields.append(field)
            if fields != [""] { rows.append(Row(line: rowLine, fields: fields)) }
            fields = []
            field = ""
        }
        for character in text {
            column += 1
            if quoted {
                if character == "\"" {
                    quoted = false
                    afterQuote = true
                } else {
                    field.append(character)
                    if character.isNewline {
                        line += 1
                        column = 0
                    }
                }
                continue
            }
            if afterQuote, character == "\"" {
                // A doubled quote inside a quoted field.
                field.append("\"")
                quoted = true
                afterQuote = false
                continue
            }
            if character == "," {
                fieldCount += 1
                guard fieldCount < fieldLimit else {
                    throw SyntaxError(line: line, column: column, tooManyFields: true)
                }
                fields.append(field)
                field = ""
                afterQuote = false
            } else if character.isNewline {
                fieldCount += 1
                guard fieldCount < fieldLimit else {
                    throw SyntaxError(line: line, column: column, tooManyFields: true)
                }
                endRow()
                afterQuote = false
                line += 1
                column = 0
                rowLine = line
            } else if afterQuote {
                throw SyntaxError(line: line, column: column)
            } else if character == "\"", field.isEmpty {
                quoted = true
                quoteOpened = (line, column)
            } else {
                field.append(character)
            }
        }
        if quoted { throw SyntaxError(line: quoteOpened.line, column: quoteOpened.column) }
        endRow()
        return rows
    }
}
