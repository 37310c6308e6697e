import Core
import Testing

@Suite("CSV as Loop Habit Tracker's exporter writes it")
struct CSVTests {
    @Test("quoted fields keep commas, doubled quotes and line breaks; CRLF and a trailing comma read as written")
    func quoting() throws {
        let rows = try CSV.rows("Name,Note\r\n\"Stretch, gently\",\"say \"\"hi\"\"\"\r\n\"two\nlines\",x,\n\nlast")
        #expect(
            rows.map(\.fields) == [
                ["Name", "Note"], ["Stretch, gently", "say \"hi\""], ["two\nlines", "x", ""], ["last"],
            ])
        // A record is numbered by the line it starts on, even after a quoted line break.
        #expect(rows.map(\.line) == [1, 2, 3, 6])
    }

    @Test("a quote left open, or text after a closing quote, is named by line and column")
    func syntaxErrors() {
        for (text, line, column) in [("a,b\nx,\"open", 2, 3), ("\"ab\"c,d", 1, 5)] {
            let error = #expect(throws: CSV.SyntaxError.self) { try CSV.rows(text) }
            #expect(error?.line == line && error?.column == column)
        }
    }
}
