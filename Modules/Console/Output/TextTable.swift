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

    /// The table as lines of text, without a trailing newline.
    public func render(headerStyle: (String) -> String = { $0 }) -> String {
        let cells = rows.map { row in
            columns.indices.map { index in
                let text = index < row.count ? row[index] : ""
                return DisplayWidth.truncate(Self.oneLine(TerminalText.neutralised(text)), to: columns[index].maxWidth)
            }
        }
        let widths = columns.indices.map { index in
            max(DisplayWidth.of(columns[index].header), cells.map { DisplayWidth.of($0[index]) }.max() ?? 0)
        }
        func line(_ values: [String], style: (String) -> String = { $0 }) -> String {
            values.indices.map { index in
                let isLast = index == values.count - 1
                let padded = DisplayWidth.pad(values[index], to: widths[index], alignRight: columns[index].alignRight)
                return style(isLast && !columns[index].alignRight ? values[index] : padded)
            }.joined(separator: "  ").trimmingTrailingSpaces
        }
        return ([line(columns.map(\.header), style: headerStyle)] + cells.map { line($0) }).joined(separator: "\n")
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
