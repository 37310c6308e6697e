@preconcurrency import Rainbow

/// Colours text for one stream, or leaves it plain when colour is off for that stream.
public struct Styler: Sendable {
    public let enabled: Bool

    public init(enabled: Bool) {
        self.enabled = enabled
        if enabled {
            // Rainbow judges by stdout alone; Mosaic decides per stream (ColorPolicy), so
            // Rainbow is told to emit codes and this type gates them.
            Rainbow.enabled = true
            Rainbow.outputTarget = .console
        }
    }

    public func error(_ text: String) -> String { style(text) { $0.red.bold } }
    public func warning(_ text: String) -> String { style(text) { $0.yellow } }
    public func success(_ text: String) -> String { style(text) { $0.green } }
    public func emphasis(_ text: String) -> String { style(text) { $0.bold } }
    public func dim(_ text: String) -> String { style(text) { $0.dim } }
    public func accent(_ text: String) -> String { style(text) { $0.cyan } }

    /// `text` in the 24-bit colour `hex` (`#RRGGBB`), or nothing when colour is off: a
    /// swatch only means something in its colour.
    public func swatch(_ text: String, hex: String) -> String {
        guard enabled else { return "" }
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        return "\u{1B}[38;2;\(value >> 16 & 0xFF);\(value >> 8 & 0xFF);\(value & 0xFF)m"
            + TerminalText.neutralised(text) + "\u{1B}[0m"
    }

    /// Styled text never carries a control character of its own: only the colour added here.
    private func style(_ text: String, _ apply: (String) -> String) -> String {
        let safe = TerminalText.neutralised(text)
        return enabled ? apply(safe) : safe
    }
}
