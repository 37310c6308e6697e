/// Labelled facts under a title (`market show`, `perfume show`, `photos profile show`):
/// labels padded by display width so values line up in every language, values made
/// safe for the terminal.
public struct KeyValueBlock: Sendable {
    public private(set) var rows: [(label: String, value: String)] = []

    public init() {}

    public mutating func append(_ label: String, _ value: String) {
        rows.append((label, value))
    }

    /// One line per row: the label padded to the widest label, two spaces, the value.
    /// A multi-line value continues under its first line.
    public func render(indent: String = "", labelStyle: (String) -> String = { $0 }) -> [String] {
        let width = rows.map { DisplayWidth.of($0.label) }.max() ?? 0
        let continuation = indent + String(repeating: " ", count: width + 2)
        return rows.map { row in
            let value = TerminalText.neutralised(row.value).split(separator: "\n", omittingEmptySubsequences: false)
                .joined(separator: "\n" + continuation)
            return indent + labelStyle(DisplayWidth.pad(row.label, to: width)) + "  " + value
        }
    }
}
