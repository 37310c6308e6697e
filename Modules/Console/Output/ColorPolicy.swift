/// Whether to colour output: only on a terminal, never with `NO_COLOR` (any value,
/// per no-color.org) or `--no-color`, never for a dumb terminal.
public enum ColorPolicy {
    public static func enabled(noColorFlag: Bool, environment: [String: String], isTerminal: Bool) -> Bool {
        if noColorFlag || !isTerminal { return false }
        if let value = environment["NO_COLOR"], !value.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }
}
