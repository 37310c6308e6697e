/// A progress bar on stderr for long work, drawn only on a terminal.
public struct ProgressBar: Sendable {
    private let sink: TextSink
    private let total: Int
    private let width: Int
    private let label: String

    public init(total: Int, label: String = "", sink: TextSink, width: Int = 30) {
        self.sink = sink
        self.total = max(1, total)
        self.width = width
        self.label = label
    }

    /// The bar for `done` of `total`, e.g. `[#########.....]  60% importing`.
    public func render(_ done: Int) -> String {
        let fraction = Double(min(max(0, done), total)) / Double(total)
        let filled = Int((fraction * Double(width)).rounded(.down))
        let percent = Int((fraction * 100).rounded(.down))
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        return "[\(bar)] " + DisplayWidth.pad("\(percent)%", to: 4, alignRight: true)
            + (label.isEmpty ? "" : " \(label)")
    }

    public func update(_ done: Int) {
        guard sink.isTerminal else { return }
        sink.write("\r" + render(done))
    }

    public func finish() {
        guard sink.isTerminal else { return }
        sink.write("\r" + render(total) + "\n")
    }
}
