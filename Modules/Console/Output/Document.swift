/// Text for the terminal as data: lines of styled spans, labelled facts and tables. A
/// presenter builds one; `render(with:)` is the one place that lines it up by display
/// width, shows control characters visibly and adds the stream's colour.
public struct Document: Sendable {
    /// How a span looks when its stream is coloured.
    public enum Style: Sendable {
        case plain, emphasis, accent, dim, success, warning
        /// The text in a 24-bit colour (`#RRGGBB`); left out where the stream is not coloured.
        case swatch(hex: String)
    }

    /// A piece of a line with one style.
    public struct Span: Sendable {
        public let text: String
        public let style: Style

        public init(_ text: String, _ style: Style = .plain) {
            self.text = text
            self.style = style
        }
    }

    enum Block: Sendable {
        case line([Span], indent: String)
        case facts(KeyValueBlock, indent: String, labels: Style)
        case table(TextTable, indent: String, header: Bool)
    }

    private(set) var blocks: [Block] = []

    public init() {}

    /// A document that is just `table`.
    public init(_ table: TextTable) {
        self.table(table)
    }

    /// A document of one line.
    public init(line text: String, _ style: Style = .plain) {
        line(text, style)
    }

    /// A document of one line of several styles.
    public init(line spans: [Span]) {
        line(spans)
    }

    /// Whether nothing was added.
    public var isEmpty: Bool { blocks.isEmpty }

    /// A line of one style. A multi-line text keeps its lines, each indented.
    public mutating func line(_ text: String, _ style: Style = .plain, indent: String = "") {
        blocks.append(.line([Span(text, style)], indent: indent))
    }

    /// A line of several styles.
    public mutating func line(_ spans: [Span], indent: String = "") {
        blocks.append(.line(spans, indent: indent))
    }

    /// An empty line.
    public mutating func blank() {
        blocks.append(.line([], indent: ""))
    }

    /// Labelled facts, values lined up.
    public mutating func facts(_ facts: KeyValueBlock, indent: String = "", labels: Style = .plain) {
        blocks.append(.facts(facts, indent: indent, labels: labels))
    }

    /// A table, its header emphasised (or left out, for rows under a heading of their own).
    public mutating func table(_ table: TextTable, indent: String = "", header: Bool = true) {
        blocks.append(.table(table, indent: indent, header: header))
    }

    /// Everything in `other`, after what is here.
    public mutating func append(_ other: Document) {
        blocks += other.blocks
    }

    /// The document as text for a stream styled by `styler`, without a trailing newline;
    /// tables fit in `width` columns when the stream is a terminal that wide.
    public func render(with styler: Styler, width: Int? = nil) -> String {
        // Lines become `String`s before the indent is added: `String + Substring` appends a
        // collection generically, which asks the runtime about its type on first use.
        blocks.flatMap { block -> [String] in
            switch block {
            case .line(let spans, let indent):
                let text = spans.map { styler.apply($0.style, to: $0.text) }.joined()
                return text.split(separator: "\n", omittingEmptySubsequences: false).map { indent + String($0) }
            case .facts(let facts, let indent, let labels):
                return facts.render(indent: indent) { styler.apply(labels, to: $0) }
            case .table(let table, let indent, let header):
                let lines = table.render(width: width.map { $0 - DisplayWidth.of(indent) }) { styler.emphasis($0) }
                    .split(
                        separator: "\n", omittingEmptySubsequences: false)
                return lines.dropFirst(header ? 0 : 1).map { indent + String($0) }
            }
        }.joined(separator: "\n")
    }
}

extension Styler {
    func apply(_ style: Document.Style, to text: String) -> String {
        switch style {
        case .plain: TerminalText.neutralised(text)
        case .emphasis: emphasis(text)
        case .accent: accent(text)
        case .dim: dim(text)
        case .success: success(text)
        case .warning: warning(text)
        case .swatch(let hex): swatch(text, hex: hex)
        }
    }
}
