/// A human table for the terminal: a header row, aligned columns (by display width, so
/// Hangul lines up), long cells cut with `…`.
public struct TextTable: Sendable {
    /// One column: its header and whether numbers align right.
    public struct Column: Sendable {
        public let header: String
        public let alignRight: Bool
        public let maxWidth: Int

        public init(_ header: String, alignRight: Bool = false, maxWidth: Int = 48) {
            self.header = header
            self.alignRight = alignRight
            self.maxWidth = maxWidth
        }
    }

    public let columns: [Column]
    public private(set) var rows: [[String]] = []

    public init(_ columns: [Column]) {
        self.columns = columns
    }

    public mutating func append(_ row: [String]) {
        rows.append(row)
    }

    /// The table as lines of text, without a trailing newline. On a terminal `width`
    /// columns wide, cells are whole when they fit and the widest columns give way when
    /// not; elsewhere (a pipe, a file) each column is cut at its `maxWidth`. English
    /// headers are upper case, so every table reads alike.
    public func render(width: Int? = nil, headerStyle: (String) -> String = { $0 }) -> String {
        let headers = columns.map { $0.header.uppercased() }
        var cells = rows.map { row in
            columns.indices.map { index in
                let text = Self.oneLine(TerminalText.neutralised(index < row.count ? row[index] : ""))
                return width == nil ? DisplayWidth.truncate(text, to: columns[index].maxWidth) : text
            }
        }
        var widths = columns.indices.map { index in
            max(DisplayWidth.of(headers[index]), cells.map { DisplayWidth.of($0[index]) }.max() ?? 0)
        }
        if let width {
            widths = Self.fitted(widths, into: width - 2 * (columns.count - 1), headers: headers)
            cells = cells.map { row in row.indices.map { DisplayWidth.truncate(row[$0], to: widths[$0]) } }
        }
        func line(_ values: [String], style: (String) -> String = { $0 }) -> String {
            values.indices.map { index in
                let isLast = index == values.count - 1
                let padded = DisplayWidth.pad(values[index], to: widths[index], alignRight: columns[index].alignRight)
                return style(isLast && !columns[index].alignRight ? values[index] : padded)
            }.joined(separator: "  ").trimmingTrailingSpaces
        }
        return ([line(headers, style: headerStyle)] + cells.map { line($0) }).joined(separator: "\n")
    }

    /// `widths` narrowed, widest first, until they add up to at most `available`; no column
    /// narrower than its header or 8.
    static func fitted(_ widths: [Int], into available: Int, headers: [String]) -> [Int] {
        var widths = widths
        let least = headers.indices.map { min(widths[$0], max(DisplayWidth.of(headers[$0]), 8)) }
        while widths.reduce(0, +) > available,
            let widest = widths.indices.filter({ widths[$0] > least[$0] }).max(by: { widths[$0] < widths[$1] })
        {
            widths[widest] -= 1
        }
        return widths
    }

    /// Line breaks and tabs as spaces, so a cell stays on its row. (A `Regex` here cost
    /// every listing about 3 ms of start-up, compiling the pattern.)
    private static func oneLine(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x09 }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\n" || $0 == "\t" ? " " : $0 }))
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
