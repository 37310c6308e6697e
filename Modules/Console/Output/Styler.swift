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

    public func error(_ text: String) -> String { enabled ? text.red.bold : text }
    public func warning(_ text: String) -> String { enabled ? text.yellow : text }
    public func success(_ text: String) -> String { enabled ? text.green : text }
    public func emphasis(_ text: String) -> String { enabled ? text.bold : text }
    public func dim(_ text: String) -> String { enabled ? text.dim : text }
    public func accent(_ text: String) -> String { enabled ? text.cyan : text }
}
